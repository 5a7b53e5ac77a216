// Checks that every fuzz and hostile-input test applies to a response: the Error body of the
// contract (validated with ajv 2020), the error type the contract documents for each status,
// and a database left exactly as it was by a rejected request.
import { isDeepStrictEqual } from 'node:util';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { Response } from 'supertest';
import type { JsonSchema } from '../../helpers/contract.js';
import { loadContract } from '../../helpers/contract.js';
import type { TestService } from '../../helpers/service.js';

export const contract = loadContract();

// Formats are the service's own validator's business; this checks shapes, types and bounds.
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
const compiled = new Map<JsonSchema, ValidateFunction>();

/** The ajv errors of `value` against `schema`, as one line, or null when it is valid. */
export function schemaErrors(schema: JsonSchema, value: unknown): string | null {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate(value) ? null : ajv.errorsText(validate.errors);
}

/**
 * The error type for each status, read from the description of the Error schema's `type`
 * ("`invalid_request` (400, 405, 413, 415, 422), ... `api_error` (5xx)").
 */
export const errorTypeFor: (status: number) => string | undefined = (() => {
  const description = String(contract.schema('Error').properties?.error?.properties?.type?.description ?? '');
  const table: Array<[RegExp, string]> = [];
  for (const [, type, statuses] of description.matchAll(/`(\w+)` \(([^)]+)\)/g)) {
    for (const status of statuses!.split(/,\s*/)) table.push([new RegExp(`^${status.replace(/x/g, '\\d')}$`), type!]);
  }
  if (table.length === 0) throw new Error('The Error schema no longer lists its types with their statuses.');
  return (status: number) => table.find(([pattern]) => pattern.test(String(status)))?.[1];
})();

/** Throws unless `res` is an error response with the Error body, its status's type and, if given, that param. */
export function expectErrorBody(res: Response, status: number, param?: string | null): void {
  const problems: string[] = [];
  if (res.status !== status) problems.push(`status ${res.status}, expected ${status}`);
  if (!/^application\/json/.test(String(res.headers['content-type']))) problems.push(`content-type ${res.headers['content-type']}`);
  const invalid = schemaErrors(contract.schema('Error'), res.body);
  if (invalid) problems.push(`not an Error body: ${invalid}`);
  const body = res.body as { error?: { type?: string; param?: string | null } };
  if (body.error?.type !== errorTypeFor(res.status)) problems.push(`type ${body.error?.type}, expected ${errorTypeFor(res.status)} for ${res.status}`);
  if (param !== undefined && (body.error?.param ?? null) !== param) problems.push(`param ${JSON.stringify(body.error?.param ?? null)}, expected ${JSON.stringify(param)}`);
  if (problems.length > 0) throw new Error(`${problems.join('; ')}\nbody: ${JSON.stringify(res.body) ?? res.text}`);
}

type Snapshot = ReturnType<TestService['snapshot']>;

/** Throws, naming the tables, if two snapshots of the database differ. */
export function expectSameRows(before: Snapshot, after: Snapshot): void {
  if (isDeepStrictEqual(after, before)) return;
  const changed = Object.keys(before).filter((table) => !isDeepStrictEqual(before[table], after[table]));
  throw new Error(`the request changed the database (tables: ${changed.join(', ')})`);
}

/** Runs `act` and throws if it changed any row of the data tables. */
export async function expectNoWrites<T>(s: TestService, act: () => Promise<T>): Promise<T> {
  const before = s.snapshot();
  const result = await act();
  expectSameRows(before, s.snapshot());
  return result;
}

/**
 * Whether everything `sent` appears unchanged in `received` (objects may hold more keys,
 * arrays must match item by item). -0 is sent as 0 by JSON, so the two are equal here.
 */
export function roundTrips(sent: unknown, received: unknown): boolean {
  if (Array.isArray(sent)) {
    return Array.isArray(received) && received.length === sent.length && sent.every((item, i) => roundTrips(item, received[i]));
  }
  if (sent !== null && typeof sent === 'object') {
    if (received === null || typeof received !== 'object' || Array.isArray(received)) return false;
    return Object.entries(sent).every(([key, value]) => Object.hasOwn(received, key) && roundTrips(value, (received as Record<string, unknown>)[key]));
  }
  return sent === received;
}
