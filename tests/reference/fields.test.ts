// The `fields` source: a resource's fields with their type, whether a create sends them, and
// the bounds of the create schema followed by each field's description.
import { fieldsTable } from '../../reference/fields.js';
import { invoicing, row, rows } from './invoicing.js';

test('prints each field of a resource with its type, whether a create sends it, and bounds from the create schema', () => {
  const table = fieldsTable(invoicing())({ schema: 'Customer', create: 'CustomerCreate' });
  expect(table.split('\n')[0]).toBe('| Field | Type | On create | Notes |');
  expect(rows(table).map((cells) => cells.slice(0, 3))).toEqual([
    ['`id`', 'string', 'assigned'],
    ['`name`', 'string', 'required'],
    ['`email`', 'string (e-mail)', 'required'],
    ['`address`', 'Address', 'required'],
    ['`tax_id`', 'string or null', 'optional'],
    ['`locale`', 'Locale', 'optional'],
    ['`electronic_address`', 'ElectronicAddress or null', 'optional'],
    ['`buyer_reference`', 'string or null', 'optional'],
    ['`e_invoice_format`', 'EInvoiceFormat or null', 'optional'],
    ['`metadata`', 'Metadata', 'optional'],
    ['`created_at`', 'string (date-time)', 'assigned'],
    ['`deleted`', 'boolean', 'assigned'],
  ]);
  expect(row(table, '`name`')?.[3]).toBe('1 to 200 characters.');
  expect(row(table, '`email`')?.[3]).toBe('At most 254 characters. Where invoices are e-mailed unless `to` is given when sending.');
  expect(row(table, '`tax_id`')?.[3]).toMatch(/^1 to 50 characters\. The customer's tax number/);
});

test('without a create schema, takes the schema as its own create', () => {
  const table = fieldsTable(invoicing())({ schema: 'Address' });
  expect(row(table, '`line2`')).toEqual(['`line2`', 'string or null', 'optional', 'At most 200 characters.']);
  expect(row(table, '`country`')).toEqual(['`country`', 'string', 'required', 'Matches `^[A-Z]{2}$`. ISO 3166-1 alpha-2 country code, in capitals.']);
});

test('prints what the contract says now: a changed bound of the create schema changes the table', () => {
  const doc = invoicing();
  doc.components!.schemas!.CustomerCreate!.properties!.name!.maxLength = 150;
  doc.components!.schemas!.CustomerCreate!.required = ['name', 'address'];
  const table = fieldsTable(doc)({ schema: 'Customer', create: 'CustomerCreate' });
  expect(row(table, '`name`')?.[3]).toBe('1 to 150 characters.');
  expect(row(table, '`email`')?.[2]).toBe('optional');
});

test('reports a schema that the contract does not have', () => {
  expect(() => fieldsTable(invoicing())({ schema: 'Customer', create: 'CustomerPatch' })).toThrow('the contract has no schema CustomerPatch');
  expect(() => fieldsTable(invoicing())({})).toThrow('source="fields" takes schema="...", create="..." (optional)');
});
