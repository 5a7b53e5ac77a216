// The `error-types` source: statuses and meanings from the contract, types from the code's
// own table (server/http/errors/error-types.ts), and the two held to the same list of statuses.
import { errorTypeForStatus } from '../../client/error-body.js';
import { errorTypes } from '../../server/http/errors/index.js';
import { documentedErrors, errorTypesTable } from '../../reference/error-types.js';
import { type Operation, operations, resolve, type Response } from '../../lib/openapi/index.js';
import { invoicing, row, rows } from './invoicing.js';

const statuses = Object.keys(errorTypes).map(Number);

test('prints one row for each status the service answers, its type from the code and its meaning from the contract', () => {
  const table = errorTypesTable(invoicing())({});
  expect(rows(table).map((cells) => Number(cells[0]))).toEqual(statuses);
  expect(row(table, '405')).toEqual(['405', '`invalid_request`', 'The path exists but does not take this method; the `Allow` header lists the methods it does.']);
  expect(row(table, '409')?.[1]).toBe('`conflict`');
  expect(row(table, '503')?.slice(0, 2)).toEqual(['503', '`api_error`']);
  expect(table.split('\n').slice(0, 2)).toEqual(['| Status | `error.type` | When |', '|---|---|---|']);
});

test('lists every status that an operation of the contract answers with the Error body', () => {
  const doc = invoicing();
  const answered = new Set<number>();
  for (const { operation } of operations(doc)) {
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      if (resolve(doc, response as Response).content?.['application/json']?.schema?.$ref === '#/components/schemas/Error') answered.add(Number(status));
    }
  }
  const printed = rows(errorTypesTable(doc)({})).map((cells) => Number(cells[0]));
  expect(answered.size).toBeGreaterThan(5);
  expect([...answered].filter((status) => !printed.includes(status))).toEqual([]);
});

test('the code and the contract name the same statuses, and the code uses every type of the Error enum', () => {
  const doc = invoicing();
  expect([...documentedErrors(doc).keys()]).toEqual(statuses);
  const typeEnum = doc.components!.schemas!.Error!.properties!.error!.properties!.type!.enum;
  expect(new Set(Object.values(errorTypes))).toEqual(new Set(typeEnum));
});

test("the code gives each status the type that the Error schema's description lists it under", () => {
  const description = invoicing().components!.schemas!.Error!.properties!.error!.properties!.type!.description!;
  const listed = [...description.matchAll(/`(\w+)` \(([^)]+)\)/g)].flatMap(([, type, list]) => list!.split(/,\s*/).map((status) => [status, type!] as const));
  expect(listed.length).toBeGreaterThan(5);
  for (const status of statuses) {
    const entry = listed.find(([pattern]) => new RegExp(`^${pattern.replace(/x/g, '\\d')}$`).test(String(status)));
    expect([status, entry?.[1]]).toEqual([status, errorTypes[status as keyof typeof errorTypes]]);
  }
});

test("the typed client's fallback type for each status is the service's", () => {
  for (const status of statuses) expect([status, errorTypeForStatus(status)]).toEqual([status, errorTypes[status as keyof typeof errorTypes]]);
});

test('prints a changed description of the contract', () => {
  const doc = invoicing();
  doc.components!.responses!.NotFound = { ...(doc.components!.responses!.NotFound as object), description: 'Nothing here.' };
  expect(row(errorTypesTable(doc)({}), '404')).toEqual(['404', '`not_found`', 'Nothing here.']);
});

test('fails, naming the status, when the contract documents one that the code gives no type', () => {
  const doc = invoicing();
  (doc.paths!['/invoices']!.get as Operation).responses!['418'] = { $ref: '#/components/responses/Conflict' };
  expect(() => errorTypesTable(doc)({})).toThrow('the contract documents 418 with the Error body, but server/http/errors/error-types.ts gives it no error type');
});

test('fails, naming where to document it, when the code answers a status that the contract documents nowhere', () => {
  const doc = invoicing();
  delete doc.components!.responses!.MethodNotAllowed;
  expect(() => errorTypesTable(doc)({})).toThrow(/answers 405 invalid_request .* as components\/responses\/MethodNotAllowed/);
});

test('fails when one status is described in two ways', () => {
  const doc = invoicing();
  const responses = (doc.paths!['/customers/{customer_id}']!.get as Operation).responses!;
  responses['404'] = { ...(resolve(doc, responses['404'] as Response)), description: 'No such customer.' };
  expect(() => errorTypesTable(doc)({})).toThrow(/describes 404 in 2 ways/);
});

test('takes no attributes', () => {
  expect(() => errorTypesTable(invoicing())({ status: '404' })).toThrow('source="error-types" takes no attributes, not status');
});
