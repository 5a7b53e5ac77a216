// Type tests: what the compiler accepts and refuses for client calls. `npm test` type-checks
// this file (tsc --noEmit), so an `@ts-expect-error` that stops failing, or an expectType
// that stops holding, breaks the build; jest then runs the same calls against a fake fetch.
import {
  createInvoicingClient,
  type AutoPager,
  type ClientErrorType,
  type Customer,
  type ErrorBody,
  type ErrorType,
  type Invoice,
  type InvoicingClient,
  type ListFilters,
  type ListItem,
  type ListPath,
  type TransportErrorBody,
  type WebhookEvent,
  type components,
  type paths,
} from '@folio/client';
import type { Exact } from '../../client/exact-body.js';
import { expectType, type Equal } from './helpers/type-assert.js';

const sent: string[] = [];
const client: InvoicingClient = createInvoicingClient({
  apiKey: 'sk_test_types',
  environment: 'sandbox',
  maxRetries: 0,
  fetch: async (request) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    return Response.json({ error: { type: 'not_found', message: 'Nothing here.' } }, { status: 404 });
  },
});
const lines = [{ description: 'Work', quantity: 1, unit_price: { amount: 100, currency: 'EUR' as const } }];

test('the compiler refuses a wrong path, body field, missing field or parameter type', async () => {
  // @ts-expect-error: no such path
  await client.GET('/invoice');
  // @ts-expect-error: /invoices has no PUT
  await client.PUT('/invoices', { body: {} });
  // @ts-expect-error: `total` is not a field of InvoiceCreate
  await client.POST('/invoices', { body: { customer_id: 'cus_1', lines, total: { amount: 100, currency: 'EUR' } } });
  // @ts-expect-error: a typo in a nested field (tax_rate) is caught too
  await client.POST('/invoices', { body: { customer_id: 'cus_1', lines: [{ ...lines[0]!, tax_rat: 19 }] } });
  // @ts-expect-error: and in a line written inline, whose 'EUR' TypeScript widens while it infers
  await client.POST('/invoices', { body: { customer_id: 'cus_1', lines: [{ description: 'Work', quantity: 3, unit_price: { amount: 100, currency: 'EUR' }, tax_rates: 19 }] } });
  // @ts-expect-error: an unknown field in an object inside an inline line (unit_price)
  await client.POST('/invoices', { body: { customer_id: 'cus_1', lines: [{ description: 'Work', quantity: 3, unit_price: { amount: 100, currency: 'EUR', extra: 1 } }] } });
  // @ts-expect-error: the same typo in the lines of a PATCH
  await client.PATCH('/invoices/{invoice_id}', { params: { path: { invoice_id: 'inv_1' } }, body: { notes: null, lines: [{ description: 'Work', quantity: 1, unit_price: { amount: 100, currency: 'EUR' }, tax_rat: 19 }] } });
  // @ts-expect-error: `bcc` is not a field of SendOptions, an optional body
  await client.POST('/invoices/{invoice_id}/send', { params: { path: { invoice_id: 'inv_1' } }, body: { cc: ['a@example.com'], bcc: ['b@example.com'] } });
  const withTotal = { customer_id: 'cus_1', lines, total: 100 };
  // @ts-expect-error: extra fields are refused in a body held in a variable as well
  await client.POST('/invoices', { body: withTotal });
  const withTypo = { customer_id: 'cus_1', lines: [{ ...lines[0]!, unit_price: { amount: 100, currency: 'EUR' as const, cents: 1 } }] };
  // @ts-expect-error: at any depth
  await client.POST('/invoices', { body: withTypo });
  // @ts-expect-error: `status` cannot be changed by PATCH
  await client.PATCH('/invoices/{invoice_id}', { params: { path: { invoice_id: 'inv_1' } }, body: { status: 'paid' } });
  // @ts-expect-error: `lines` is required
  await client.POST('/invoices', { body: { customer_id: 'cus_1' } });
  // @ts-expect-error: the body is required
  await client.POST('/invoices', {});
  // @ts-expect-error: quantity is a number
  await client.POST('/invoices', { body: { customer_id: 'cus_1', lines: [{ ...lines[0]!, quantity: '2' }] } });
  // @ts-expect-error: invoice_id is a string
  await client.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: 42 } } });
  // @ts-expect-error: the path parameter is required
  await client.GET('/invoices/{invoice_id}');
  // @ts-expect-error: not a query parameter of listInvoices
  await client.GET('/invoices', { params: { query: { sort: 'asc' } } });
  // @ts-expect-error: a PDF download is not a list
  client.listAll('/invoices/{invoice_id}/pdf');
  // @ts-expect-error: the pager manages the cursor
  client.listAll('/invoices', { cursor: 'abc' });
  // @ts-expect-error: listCustomers takes no status filter
  client.listAll('/customers', { status: 'open' });
  // @ts-expect-error: one event is no list
  client.listAll('/events/{event_id}');
  // @ts-expect-error: listEvents' type is an event type of the contract
  client.listAll('/events', { type: 'invoice.deleted' });
  // @ts-expect-error: listCreditNotes filters by invoice, not by customer
  client.listAll('/credit_notes', { customer_id: 'cus_1' });
  // @ts-expect-error: listWebhookEndpoints takes no filter but limit
  client.listAll('/webhook_endpoints', { disabled: true });
  // @ts-expect-error: a date range has gte and lt, no gt
  client.listAll('/invoices', { created: { gt: '2026-11-01T00:00:00Z' } });
  // @ts-expect-error: include_deleted is a boolean
  client.listAll('/customers', { include_deleted: 'yes' });
  expect(sent).toHaveLength(17); // a pager fetches nothing until a loop asks
});

test('the compiler accepts every call the contract allows', async () => {
  await client.POST('/invoices', {
    body: { customer_id: 'cus_1', lines: [{ ...lines[0]!, tax_rate: 19 }], due_date: '2026-12-31', notes: 'n', metadata: { order: '42' } },
    params: { header: { 'Idempotency-Key': 'order-42' } },
    signal: AbortSignal.timeout(1000),
  });
  await client.PATCH('/invoices/{invoice_id}', { params: { path: { invoice_id: 'inv_1' } }, body: { notes: null, lines } });
  await client.POST('/invoices/{invoice_id}/send', { params: { path: { invoice_id: 'inv_1' } } });
  await client.POST('/invoices/{invoice_id}/send', { params: { path: { invoice_id: 'inv_1' } }, body: { to: ['a@example.com'], message: 'Hi' } });
  await client.POST('/invoices/{invoice_id}/send', { params: { path: { invoice_id: 'inv_1' } }, body: { cc: ['a@example.com'] } });
  await client.POST('/invoices', { body: { customer_id: 'cus_1', lines: [{ description: 'Work', quantity: 3, unit_price: { amount: 100, currency: 'EUR' }, tax_rate: 19 }] } });
  const oneLine: [Invoice['lines'][number]] = [lines[0]!];
  await client.PATCH('/invoices/{invoice_id}', { params: { path: { invoice_id: 'inv_1' } }, body: { lines: oneLine, metadata: {} } });
  await client.POST('/invoices/{invoice_id}/pay', { params: { path: { invoice_id: 'inv_1' } } });
  await client.DELETE('/invoices/{invoice_id}', { params: { path: { invoice_id: 'inv_1' } } });
  await client.POST('/customers', { body: { name: 'Ada', email: 'ada@example.com', address: { line1: 'x', city: 'y', postal_code: 'z', country: 'FR' }, tax_id: null } });
  await client.GET('/customers/{customer_id}', { params: { path: { customer_id: 'cus_1' } } });
  await client.GET('/status');
  expect(sent.slice(-12)).toEqual([
    'POST /v2/invoices', 'PATCH /v2/invoices/inv_1', 'POST /v2/invoices/inv_1/send', 'POST /v2/invoices/inv_1/send',
    'POST /v2/invoices/inv_1/send', 'POST /v2/invoices', 'PATCH /v2/invoices/inv_1', 'POST /v2/invoices/inv_1/pay', 'DELETE /v2/invoices/inv_1', 'POST /v2/customers', 'GET /v2/customers/cus_1', 'GET /v2/status',
  ]);
});

test('results carry the contract types: Invoice data, Error errors whose type narrows', async () => {
  const result = await client.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: 'inv_1' } } });
  expectType<Equal<NonNullable<typeof result.data>, Invoice>>(true);
  expectType<Equal<NonNullable<typeof result.error>, ErrorBody>>(true);
  expectType<Equal<typeof result.response, Response>>(true);
  if (result.error) {
    expectType<Equal<typeof result.error.error.type, ErrorType>>(true);
    expectType<Equal<typeof result.data, undefined>>(true);
    if (result.error.error.type === 'not_found') expectType<Equal<typeof result.error.error.type, 'not_found'>>(true);
  } else {
    expectType<Equal<typeof result.data, Invoice>>(true);
  }
  expect(result.error?.error.type).toBe('not_found');

  const created = await client.POST('/invoices', { body: { customer_id: 'cus_1', lines }, params: { header: { 'Idempotency-Key': 'k1' } } });
  expectType<Equal<NonNullable<typeof created.data>, Invoice>>(true);
  const customers = await client.GET('/customers', { params: { query: { limit: 10 } } });
  expectType<Equal<NonNullable<typeof customers.data>['data'][number], Customer>>(true);
  const voided = await client.DELETE('/invoices/{invoice_id}', { params: { path: { invoice_id: 'inv_1' } } });
  expectType<Equal<typeof voided.data, undefined>>(true);
});

/** The paths of the contract whose GET takes a `cursor`: the lists, as the contract has them. */
type QueryOf<P extends keyof paths> = paths[P]['get'] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type PagedPath = { [P in keyof paths]: [QueryOf<P>] extends [never] ? never : 'cursor' extends keyof QueryOf<P> ? P : never }[keyof paths];

test('listAll yields each list\'s record and takes the query parameters except cursor', () => {
  const invoices = client.listAll('/invoices', { status: 'open', customer_id: 'cus_1', limit: 50 });
  expectType<Equal<typeof invoices, AutoPager<Invoice>>>(true);
  expectType<Equal<typeof invoices.error, ErrorBody | undefined>>(true);
  const customers = client.listAll('/customers');
  expectType<Equal<typeof customers, AutoPager<Customer>>>(true);
  expectType<Equal<ListItem<'/invoices'>, Invoice>>(true);
  expectType<Equal<keyof ListFilters<'/invoices'>, 'status' | 'customer_id' | 'number' | 'created' | 'due_date' | 'limit'>>(true);
  expectType<Equal<keyof ListFilters<'/customers'>, 'include_deleted' | 'limit'>>(true);
  expectType<Equal<ListPath, PagedPath>>(true);
  expectType<Equal<ListPath, '/invoices' | '/customers' | '/credit_notes' | '/events' | '/webhook_endpoints'>>(true);
  expectType<Equal<ListItem<'/credit_notes'>, components['schemas']['CreditNote']>>(true);
  expectType<Equal<ListItem<'/events'>, WebhookEvent>>(true);
  expectType<Equal<ListItem<'/webhook_endpoints'>, components['schemas']['WebhookEndpoint']>>(true);
  expectType<Equal<keyof ListFilters<'/credit_notes'>, 'invoice_id' | 'limit'>>(true);
  expectType<Equal<keyof ListFilters<'/events'>, 'type' | 'object_id' | 'limit'>>(true);
  expectType<Equal<keyof ListFilters<'/webhook_endpoints'>, 'limit'>>(true);
  expectType<Equal<ListFilters<'/invoices'>['created'], { gte?: string; lt?: string } | undefined>>(true);
  const paid = client.listAll('/events', { type: 'invoice.payment_recorded', object_id: 'inv_1', limit: 10 });
  expectType<Equal<typeof paid, AutoPager<WebhookEvent>>>(true);
  client.listAll('/invoices', { status: 'open,paid', created: { gte: '2026-11-01T00:00:00Z' }, due_date: { lt: '2027-01-01' }, number: 'INV-0001' });
  client.listAll('/customers', { include_deleted: true });
  client.listAll('/credit_notes', { invoice_id: 'inv_1' });
  client.listAll('/webhook_endpoints', { limit: 100 });
  expectType<Equal<TransportErrorBody['error']['type'], ClientErrorType>>(true);
  expectType<Equal<ClientErrorType, ErrorType | 'invalid_response'>>(true);
  expectType<Equal<Omit<TransportErrorBody['error'], 'type'>, Omit<ErrorBody['error'], 'type'>>>(true);
  expect(typeof invoices[Symbol.asyncIterator]).toBe('function');
});

test('Exact adds nothing to known fields, refuses unknown ones at any depth, and knows records, unions and tuples', () => {
  type Shape = { name: string; tags?: { label: string }[]; metadata?: Record<string, string> };
  expectType<Equal<Exact<{ name: 'a' }, Shape>, unknown>>(true);
  expectType<Equal<Exact<{ name: 'a'; nmae: 'b' }, Shape>, { name: unknown; nmae: never }>>(true);
  expectType<Equal<Exact<{ name: 'a'; tags: { label: 'x'; colour: 'red' }[] }, Shape>, { name: unknown; tags: { label: unknown; colour: never }[] }>>(true);
  expectType<Equal<Exact<{ name: 'a'; tags: [{ label: 'x' }, { label: 'y'; colour: 'red' }] }, Shape>, { name: unknown; tags: [unknown, { label: unknown; colour: never }] }>>(true);
  expectType<Equal<Exact<{ name: 'a'; metadata: { anything: 'goes' } }, Shape>, unknown>>(true);
  type Either = { card: string } | { iban: string };
  expectType<Equal<Exact<{ iban: 'DE00' }, Either>, unknown>>(true);
  expectType<Equal<Exact<{ bic: 'X' }, Either>, { bic: never }>>(true);
  expect(true).toBe(true);
});
