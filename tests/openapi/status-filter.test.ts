// The invoice list's `status` filter is a comma-separated string (D42) whose pattern spells the
// states out again, so nothing but this test ties it to InvoiceStatus: a state added to one and
// not the other would be listed by the API and refused by its own filter.
import { join } from 'node:path';
import { readOwnContract } from '../../lib/openapi/index.js';
import { ROOT } from '../sitegen/helpers.js';

const doc = readOwnContract(join(ROOT, 'openapi/invoicing.yaml')) as any;
const states: string[] = doc.components.schemas.InvoiceStatus.enum;
const filter = doc.paths['/invoices'].get.parameters.find((p: { name?: string }) => p.name === 'status');
const pattern = new RegExp(filter.schema.pattern as string);

test('the status filter accepts each state of InvoiceStatus, alone and in a list', () => {
  for (const state of states) expect(pattern.test(state)).toBe(true);
  expect(pattern.test(states.join(','))).toBe(true);
});

test('the status filter names exactly the states of InvoiceStatus', () => {
  const named = /^\^\(([^)]*)\)/.exec(filter.schema.pattern)![1]!.split('|');
  expect([...named].sort()).toEqual([...states].sort());
});

test('the status filter refuses what is not a state, and an empty member', () => {
  for (const text of ['uncollectible', 'open,', ',open', 'open,,paid', 'OPEN', 'open paid']) expect(pattern.test(text)).toBe(false);
});
