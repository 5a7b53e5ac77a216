// The `list-filters` source: every list of the contract with the filters its query takes
// besides limit and cursor, a deepObject parameter as the fields it is written with.
import type { Operation } from '../../lib/openapi/index.js';
import { listFiltersTable } from '../../reference/list-filters.js';
import { invoicing, rows } from './invoicing.js';

test('prints every list of the contract with its own filters, and none for a list that takes only limit and cursor', () => {
  const table = listFiltersTable(invoicing())({});
  expect(table.split('\n')[0]).toBe('| List | Filters |');
  expect(rows(table)).toEqual([
    ['`GET /invoices`', '`status`, `created[gte]`, `created[lt]`, `due_date[gte]`, `due_date[lt]`, `customer_id` and `number`'],
    ['`GET /credit_notes`', '`invoice_id`'],
    ['`GET /customers`', '`include_deleted`'],
    ['`GET /events`', '`type` and `object_id`'],
    ['`GET /webhook_endpoints`', 'none'],
  ]);
});

test('prints what the contract says now: a new filter, and an operation that stops paging', () => {
  const doc = invoicing();
  const list = doc.paths!['/webhook_endpoints']!.get as Operation;
  list.parameters = [...list.parameters!, { name: 'disabled', in: 'query', schema: { type: 'boolean' } }];
  const events = doc.paths!['/events']!.get as Operation;
  events.parameters = events.parameters!.filter((p) => !('$ref' in p && p.$ref === '#/components/parameters/Cursor'));
  const table = listFiltersTable(doc)({});
  expect(rows(table).map((cells) => cells[0])).not.toContain('`GET /events`');
  expect(rows(table).find((cells) => cells[0] === '`GET /webhook_endpoints`')).toEqual(['`GET /webhook_endpoints`', '`disabled`']);
});
