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

/**
 * `Actual` with every property that `Shape` lacks, at any depth, turned into `never`.
 * Records (`metadata`) accept any key; a union shape accepts the keys of any member.
 */
export type Exact<Actual, Shape> = [NonNullable<Shape>] extends [object]
  ? Actual extends object
    ? { [K in keyof Actual]: K extends AnyKey<NonNullable<Shape>> ? Exact<Actual[K], At<NonNullable<Shape>, K>> : never }
    : Actual
  : Actual;

/** The JSON request body of an operation, or never. */
type BodyOf<Operation> = Operation extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/** The init argument, optional when nothing in it is required (as openapi-fetch has it). */
type InitParam<Init> = RequiredKeys<Init> extends never
  ? [(Init & { [key: string]: unknown })?]
  : [Init & { [key: string]: unknown }];

type ExactBody<Init, Body> = Init extends { body?: infer Given } ? { body?: Exact<Given, Body> } : unknown;

/** openapi-fetch's POST/PUT/PATCH, with the body checked for unknown fields. */
export type ExactBodyMethod<Method extends 'post' | 'put' | 'patch'> = <
  Path extends ClientPathsWithMethod<Client<paths>, Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
>(
  url: Path,
  ...init: InitParam<Init & ExactBody<Init, BodyOf<paths[Path][Method]>>>
) => Promise<FetchResponse<NonNullable<paths[Path][Method]>, Init, `${string}/${string}`>>;

/** openapi-fetch's Client for the contract, with exact bodies. */
export interface ExactClient extends Omit<Client<paths>, 'POST' | 'PUT' | 'PATCH'> {
  POST: ExactBodyMethod<'post'>;
  PUT: ExactBodyMethod<'put'>;
  PATCH: ExactBodyMethod<'patch'>;
}
