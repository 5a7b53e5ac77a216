// Compile-time assertions for type tests: `expectType<Equal<A, B>>(true)` fails the type
// check unless A and B are the same type.
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Accepts only `true`, so `expectType<Equal<A, B>>(true)` breaks the build when A and B differ. */
export function expectType<T extends true>(value: T): T {
  return value;
}
