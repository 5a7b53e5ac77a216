// The `invoice-states` and `invoice-transitions` sources: the code's lifecycle table (the one
// the routes and stores decide by), with credit notes and payments, in the words and statuses
// of the contract.
import { allows, invoiceActions } from '../../server/domain/lifecycle.js';
import type { Operation } from '../../lib/openapi/index.js';
import { operations } from '../../lib/openapi/index.js';
import { ACTION_OPERATIONS, invoiceStatesTable, invoiceTransitionsTable, stateMeanings } from '../../reference/lifecycle.js';
import { invoicing, row, rows } from './invoicing.js';

test("prints each state with the contract's meaning and what may still happen to it", () => {
  const table = invoiceStatesTable(invoicing())({});
  expect(table.split('\n')[0]).toBe('| Status | Meaning |');
  expect(rows(table)).toEqual([
    ['`draft`', 'Being prepared. Nothing has been sent to the customer. Can be changed, sent or voided.'],
    ['`open`', 'Sent to the customer and owed. Can be paid, voided or credited.'],
    ['`paid`', 'Payment recorded. Can be credited.'],
    ['`void`', 'Cancelled. Stays readable and listed, but is no longer owed. Final.'],
  ]);
});

test('prints each request on each state with the status its operation answers, and the refusals as 409 conflict', () => {
  const table = invoiceTransitionsTable(invoicing())({});
  expect(table.split('\n')[0]).toBe('| Current status | Request | Outcome |');
  expect(rows(table)).toEqual([
    ['(none)', '`POST /invoices`', '`201`, new `draft`'],
    ['`draft`', '`PATCH /invoices/{invoice_id}`', '`200`, still `draft`'],
    ['`draft`', '`POST /invoices/{invoice_id}/send`', '`202`, now `open`'],
    ['`open`', '`POST /invoices/{invoice_id}/pay`', '`200`, now `paid`'],
    ['`draft` or `open`', '`DELETE /invoices/{invoice_id}`', '`204`, now `void`'],
    ['`void`', '`DELETE /invoices/{invoice_id}`', '`204`, nothing changes'],
    ['`open` or `paid`', '`POST /invoices/{invoice_id}/credit_notes`', '`201`, status unchanged'],
    ['`open`, when nothing is left due', '`POST /invoices/{invoice_id}/credit_notes`', '`201`, now `paid`'],
    ['`open`', '`POST /invoices/{invoice_id}/payments`', '`201`, status unchanged'],
    ['`open`, when nothing is left due', '`POST /invoices/{invoice_id}/payments`', '`201`, now `paid`'],
    ['`open`, `paid` or `void`', '`PATCH /invoices/{invoice_id}` or `POST /invoices/{invoice_id}/send`', '`409 conflict`'],
    ['`draft`, `paid` or `void`', '`POST /invoices/{invoice_id}/pay` or `POST /invoices/{invoice_id}/payments`', '`409 conflict`'],
    ['`paid`', '`DELETE /invoices/{invoice_id}`', '`409 conflict`'],
    ['`draft` or `void`', '`POST /invoices/{invoice_id}/credit_notes`', '`409 conflict`'],
    ['`open`, with payments', '`DELETE /invoices/{invoice_id}`', '`409 conflict`'],
  ]);
});

test("prints what the contract says now: another success status, or another state's meaning", () => {
  const doc = invoicing();
  const pay = doc.paths!['/invoices/{invoice_id}/pay']!.post as Operation;
  pay.responses = { '201': pay.responses!['200']!, ...pay.responses, '200': undefined! };
  delete pay.responses['200'];
  doc.components!.schemas!.InvoiceStatus!['x-enumDescriptions']!.paid = 'Settled in full.';
  expect(row(invoiceTransitionsTable(doc)({}), '`open`')).toEqual(['`open`', '`POST /invoices/{invoice_id}/pay`', '`201`, now `paid`']);
  expect(row(invoiceStatesTable(doc)({}), '`paid`')).toEqual(['`paid`', 'Settled in full. Can be credited.']);
});

test.each([
  ['a state without a meaning', (doc: ReturnType<typeof invoicing>) => { delete doc.components!.schemas!.InvoiceStatus!['x-enumDescriptions']!.void; }, 'InvoiceStatus has no x-enumDescriptions for void'],
  ['an operation that does not list 409 for the states the code refuses', (doc: ReturnType<typeof invoicing>) => { delete (doc.paths!['/invoices/{invoice_id}/pay']!.post as Operation).responses!['409']; }, 'payInvoice refuses an invoice that is draft, paid or void with 409, but the contract does not list 409 for it'],
  ['an operation the contract no longer has', (doc: ReturnType<typeof invoicing>) => { delete doc.paths!['/invoices/{invoice_id}/send']; }, "the contract has no operation sendInvoice, which carries out the lifecycle's send"],
] as const)('fails the directive on %s', (_, change, reason) => {
  const doc = invoicing();
  change(doc);
  expect(() => {
    invoiceStatesTable(doc)({});
    invoiceTransitionsTable(doc)({});
  }).toThrow(reason);
});

test("the code's table and the contract agree: the same states, each reachable, and 409 listed exactly where a state can refuse", () => {
  const doc = invoicing();
  const states = [...stateMeanings(doc).keys()];
  expect(new Set(Object.values(invoiceActions).map((a) => a.to))).toEqual(new Set(states));
  for (const [name, action] of Object.entries(invoiceActions)) {
    const entry = operations(doc).find((op) => op.id === ACTION_OPERATIONS[name as keyof typeof invoiceActions])!;
    const refuses = action.from.length > 0 && states.some((s) => !allows(name as keyof typeof invoiceActions, s as never) && !('idempotent' in action && s === action.to));
    expect([entry.id, '409' in (entry.operation.responses ?? {})]).toEqual([entry.id, refuses]);
  }
});
