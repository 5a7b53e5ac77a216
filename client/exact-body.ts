// Request bodies must match the contract exactly: a field the contract does not know is a
// compile error. openapi-fetch alone lets extra fields through once the required ones are
// present (openapi-ts/openapi-typescript#1769); these method types close that gap.
// `client.request(method, path, init)` keeps openapi-fetch's own, looser check.
import type { Client, ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from './types.js';

/** The keys of any member of a union of object types. */
type AnyKey<T> = T extends unknown ? keyof T : never;

/** The type of `K` in whichever members of `T` have it. */
type At<T, K> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;

/** The element type of whichever members of `T` are arrays. */
type ElementOf<T> = T extends readonly (infer Element)[] ? Element : never;

/** Each key of `T` whose type is not `unknown`, else never. */
type KeyUnlessUnknown<T> = { [K in keyof T]-?: unknown extends T[K] ? never : K };

/** The properties (or, of an array, the element positions) of `T` whose type is not `unknown`. */
type ConstrainedKeys<T> = T extends readonly unknown[] ? KeyUnlessUnknown<T>[number] : KeyUnlessUnknown<T>[keyof T];

/** `T`, or `unknown` when it constrains nothing, so that a clean part adds nothing to an error message. */
type UnlessEmpty<T> = [ConstrainedKeys<T>] extends [never] ? unknown : T;

/**
 * What `Actual` must also satisfy to have no property that `Shape` lacks, at any depth: its
 * shape with every such property `never` and all else `unknown` (the contract type beside it
 * checks the rest, in its own words), or just `unknown` when there is no such property.
 * Records (`metadata`) accept any key; a union shape accepts the keys of any member.
 */
export type Exact<Actual, Shape> = [NonNullable<Shape>] extends [object]
  ? Actual extends readonly unknown[]
    ? UnlessEmpty<{ [K in keyof Actual]: Exact<Actual[K], ElementOf<NonNullable<Shape>>> }>
    : Actual extends object
      ? UnlessEmpty<{ [K in keyof Actual]: K extends AnyKey<NonNullable<Shape>> ? Exact<Actual[K], At<NonNullable<Shape>, K>> : never }>
      : unknown
  : unknown;

/**
 * The body as written (`Given`), refused where it has a field `Body` lacks. The first branch
 * only gives TypeScript a bare `Given` to infer the written body from; it is taken only when
 * `Given` is never, which passes any check anyway.
 */
type CheckedBody<Given, Body> = [Given] extends [never] ? Given : Exact<Given, Body>;

/** The JSON request body of an operation, or never. */
type BodyOf<Operation> = Operation extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/** The init argument, optional when nothing in it is required (as openapi-fetch has it). */
type InitParam<Init> = RequiredKeys<Init> extends never
  ? [(Init & { [key: string]: unknown })?]
  : [Init & { [key: string]: unknown }];

/**
 * openapi-fetch's POST/PUT/PATCH, with the body checked for unknown fields.
 *
 * The written body has its own unconstrained type parameter, `Given`, rather than being read
 * off `Init`: while `Path` is still generic an inline enum literal widens (`currency: 'EUR'`
 * becomes `string`), the inferred `Init` then fails its constraint and falls back to the
 * contract's own init, whose body has no unknown field to refuse. `Init` keeps openapi-fetch's
 * role (optional or required init, `parseAs`), for which that fallback is harmless.
 */
export type ExactBodyMethod<Method extends 'post' | 'put' | 'patch'> = <
  Path extends ClientPathsWithMethod<Client<paths>, Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
  Given = unknown,
>(
  url: Path,
  ...init: InitParam<Init & { body?: CheckedBody<Given, BodyOf<paths[Path][Method]>> }>
) => Promise<FetchResponse<NonNullable<paths[Path][Method]>, Init, `${string}/${string}`>>;

/** openapi-fetch's Client for the contract, with exact bodies. */
export interface ExactClient extends Omit<Client<paths>, 'POST' | 'PUT' | 'PATCH'> {
  POST: ExactBodyMethod<'post'>;
  PUT: ExactBodyMethod<'put'>;
  PATCH: ExactBodyMethod<'patch'>;
}
