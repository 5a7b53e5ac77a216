// The `bounds` source: each field's rule read from the contract's keywords, followed by its
// description, for request bodies (walked into nested fields) and operations' parameters.
import { boundsTable, parameterRows, schemaRows } from '../../reference/bounds.js';
import { boundsPhrase } from '../../reference/schema-rules.js';
import type { OpenApiDocument, Schema } from '../../lib/openapi/index.js';
import { operations } from '../../lib/openapi/index.js';
import { invoicing, row, rows } from './invoicing.js';

test('prints each field of a body with whether it is required, its bounds and its description', () => {
  const table = boundsTable(invoicing())({ schema: 'InvoiceCreate' });
  expect(table.split('\n').slice(0, 2)).toEqual(['| Field | Rule |', '|---|---|']);
  expect(row(table, '`lines[i].quantity`')).toEqual(['`lines[i].quantity`', 'Required. An integer from 1 to 1,000,000. How many units.']);
  expect(row(table, '`lines[i].unit_price.amount`')?.[1]).toMatch(/^Required\. An integer from −1,000,000,000,000 to 1,000,000,000,000\. The price/);
  expect(row(table, '`lines[i].unit_price.currency`')?.[1]).toMatch(/^Required\. One of `EUR`, `USD`, `GBP` or `CHF`\./);
  expect(row(table, '`notes`')?.[1]).toBe('Optional. A string of at most 5,000 characters. Free text printed on the invoice.');
  expect(row(table, '`metadata`')?.[1]).toMatch(/^Optional\. An object of at most 50 keys, each key of 1 to 40 characters and each value a string of at most 500 characters\. /);
});

test('walks into lists and objects, naming nested fields by their path', () => {
  expect(schemaRows(invoicing(), 'InvoiceCreate').map((r) => r.field)).toEqual([
    'customer_id', 'lines', 'lines[i].description', 'lines[i].quantity', 'lines[i].unit_price.amount', 'lines[i].unit_price.currency',
    'lines[i].tax_rate', 'lines[i].tax_category', 'lines[i].tax_exemption_reason',
    'lines[i].discount.amount.amount', 'lines[i].discount.amount.currency', 'lines[i].discount.percentage', 'lines[i].discount.reason',
    'discounts', 'discounts[i].amount.amount', 'discounts[i].amount.currency', 'discounts[i].percentage', 'discounts[i].reason', 'discounts[i].reason_code',
    'discounts[i].tax_category', 'discounts[i].tax_rate',
    'charges', 'charges[i].amount.amount', 'charges[i].amount.currency', 'charges[i].percentage', 'charges[i].reason', 'charges[i].reason_code',
    'charges[i].tax_category', 'charges[i].tax_rate', 'due_date', 'supply_date',
    'service_period.start', 'service_period.end', 'buyer_reference', 'purchase_order', 'notes', 'metadata',
  ]);
});

test('describes a list of plain values by its length and each value, and a nullable value with `null`', () => {
  const doc = invoicing();
  expect(row(boundsTable(doc)({ schema: 'SendOptions' }), '`to`')?.[1]).toBe('Optional. A list of 1 to 10 items, each an e-mail address of at most 254 characters. Recipients. Defaults to the customer\'s own address.');
  expect(row(boundsTable(doc)({ schema: 'InvoiceUpdate' }), '`notes`')?.[1]).toMatch(/^Optional\. A string of at most 5,000 characters, or `null`\./);
});

test('prints the query and header parameters of an operation, with their defaults', () => {
  const doc = invoicing();
  const table = boundsTable(doc)({ operation: 'listInvoices' });
  expect(rows(table).map((cells) => cells[0])).toEqual(['`status`', '`created[gte]`', '`created[lt]`', '`due_date[gte]`', '`due_date[lt]`', '`customer_id`', '`number`', '`limit`', '`cursor`']);
  expect(row(table, '`due_date[lt]`')).toEqual(['`due_date[lt]`', 'Optional. A calendar date (`YYYY-MM-DD`). Only invoices due before this day.']);
  expect(row(table, '`limit`')?.[1]).toMatch(/^Optional\. An integer from 1 to 100; 20 by default\. How many records/);
  expect(row(boundsTable(doc)({ operation: 'createInvoice', in: 'header' }), '`Idempotency-Key`')?.[1]).toMatch(/^Optional\. A string of 1 to 255 characters\. /);
});

test('prints what the contract says now: a changed maxLength or default changes the table', () => {
  const doc = invoicing();
  doc.components!.schemas!.LineItem!.properties!.description!.maxLength = 600;
  (doc.components!.parameters!.Limit as { schema: Schema }).schema.default = 25;
  expect(row(boundsTable(doc)({ schema: 'InvoiceCreate' }), '`lines[i].description`')?.[1]).toMatch(/A string of 1 to 600 characters\./);
  expect(row(boundsTable(doc)({ operation: 'listCustomers' }), '`limit`')?.[1]).toMatch(/from 1 to 100; 25 by default\./);
});

test.each([
  ['no schema or operation', {}, 'source="bounds" takes either schema="NAME" or operation="ID"'],
  ['both a schema and an operation', { schema: 'InvoiceCreate', operation: 'listInvoices' }, 'source="bounds" takes either schema="NAME" or operation="ID"'],
  ['an unknown attribute', { schema: 'InvoiceCreate', fields: 'notes' }, 'source="bounds" takes schema="..." (optional), operation="..." (optional), in="..." (optional), not fields'],
  ['a schema the contract does not have', { schema: 'Refund' }, /the contract has no schema Refund; schemas: .*InvoiceCreate/],
  ['a schema without fields', { schema: 'Currency' }, 'schema Currency is not an object with properties'],
  ['an operation the contract does not have', { operation: 'refundInvoice' }, 'the contract has no operation refundInvoice'],
  ['an operation without such parameters', { operation: 'getStatus' }, 'operation getStatus has no query or header parameters'],
] as const)('reports %s as the reason the directive fails', (_, attributes, reason) => {
  expect(() => boundsTable(invoicing())(attributes)).toThrow(reason);
});

test('PATCH checks each field it shares with create by the same bounds, as the errors page says', () => {
  const doc = invoicing();
  const bounds = (schema: string) => new Map(Object.entries(doc.components!.schemas![schema]!.properties!).map(([name, s]) => [name, boundsPhrase(doc, s)]));
  const create = bounds('InvoiceCreate');
  const update = bounds('InvoiceUpdate');
  expect(update.size).toBeGreaterThan(0);
  for (const [name, phrase] of update) expect([name, phrase]).toEqual([name, create.get(name)]);
});

test('every list takes limit and cursor by the same rules, and listWebhookEndpoints nothing else, as the pagination page says', () => {
  const doc = invoicing();
  const paging = parameterRows(doc, 'listWebhookEndpoints');
  expect(paging.map((r) => r.field)).toEqual(['limit', 'cursor']);
  const lists = ['listInvoices', 'listCustomers', 'listCreditNotes', 'listEvents', 'listWebhookEndpoints'];
  for (const id of lists) expect(parameterRows(doc, id).filter((r) => r.field === 'limit' || r.field === 'cursor')).toEqual(paging);
});

/** Every property schema and parameter of the contract, with where it is. */
function describedValues(doc: OpenApiDocument): Array<[string, Schema]> {
  const found: Array<[string, Schema]> = [];
  const walk = (where: string, schema: Schema | undefined): void => {
    if (!schema) return;
    found.push([where, schema]);
    for (const [name, property] of Object.entries(schema.properties ?? {})) walk(`${where}.${name}`, property);
    walk(`${where}[]`, schema.items);
  };
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) walk(name, schema);
  for (const entry of operations(doc)) {
    for (const p of entry.parameters) found.push([`${entry.id} ${p.name}`, { ...p.schema, description: p.description }]);
  }
  return found;
}

test('no description in the contract restates a bound that its keywords state, so that tables never say it twice', () => {
  const restated: string[] = [];
  for (const [where, schema] of describedValues(invoicing())) {
    const numbers = [schema.minimum, schema.maximum, schema.minLength, schema.maxLength, schema.minItems, schema.maxItems, schema.maxProperties]
      .filter((n): n is number => n !== undefined && Math.abs(n) >= 10);
    for (const n of numbers) {
      const written = [String(n), n.toLocaleString('en-US')].map((text) => text.replace(/^-/, ''));
      if (written.some((text) => new RegExp(`(^|[^\\d,])${text.replace(/,/g, ',')}(?![\\d,])`).test(schema.description ?? ''))) restated.push(`${where}: ${n}`);
    }
  }
  expect(restated).toEqual([]);
});
