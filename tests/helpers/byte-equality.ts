// Before every test file (jest.config.js, setupFilesAfterEnv): `toEqual` and `toStrictEqual`
// compare two byte arrays (a Buffer, a Uint8Array) of the same class by their bytes at once.
// Jest's own equality walks them as objects and as iterables, byte by byte: two copies of 100 KB
// took 1.35 s to compare, and comparing a built site before and after a failed build took most
// of that sitegen test's 18 s (R214).
// Arrays of different classes, or anything else, are left to Jest's equality.
import { expect } from '@jest/globals';

/** Whether two byte arrays of the same class hold the same bytes; undefined for anything else. */
export function sameBytes(a: unknown, b: unknown): boolean | undefined {
  // By their tag, not instanceof: a Buffer read from a database may come from another realm than the test's.
  if (!isBytes(a) || !isBytes(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return undefined;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
}

function isBytes(value: unknown): value is Uint8Array {
  return ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]';
}

expect.addEqualityTesters([sameBytes]);
