// The `value` source prints the figures that sentences state from the constants the service
// uses and from the contract, so that a changed constant changes the manual.
import { defaultOutboxBacklogLimit } from '../../server/config.js';
import { defaultDeliverySettings } from '../../server/mail/settings.js';
import type { Parameter } from '../../lib/openapi/index.js';
import { formatDuration, valueSource } from '../../reference/values.js';
import { invoicing } from './invoicing.js';

const value = (of: string, doc = invoicing()) => valueSource(doc)({ of });

test('formats durations in the largest unit that divides them, with days only from two and tenths of a second', () => {
  expect([3_600_000, 86_400_000, 172_800_000, 30_000, 2000, 90_000, 60_000, 500, 1500, 1250].map(formatDuration)).toEqual([
    'one hour', '24 hours', '2 days', '30 seconds', '2 seconds', '90 seconds', 'one minute', '0.5 seconds', '1.5 seconds', '1,250 milliseconds',
  ]);
});

test("prints the service's own constants", () => {
  expect(value('idempotency-window')).toBe('24 hours');
  expect(value('pdf-link-lifetime')).toBe('one hour');
  expect(value('key-cache')).toBe('0.5 seconds');
  expect(value('default-due-days')).toBe('30 days');
  expect(value('mail-max-attempts')).toBe(String(defaultDeliverySettings.maxAttempts));
  expect(value('outbox-backlog-limit')).toBe(defaultOutboxBacklogLimit.toLocaleString('en-US'));
  expect([value('client-timeout'), value('client-first-backoff'), value('client-longest-backoff'), value('client-longest-retry-after')]).toEqual(['30 seconds', '0.5 seconds', '8 seconds', 'one minute']);
  expect(value('max-total-minor-units')).toBe('9,007,199,254,740,991');
});

test("prints the site generator's page limits", () => {
  expect([value('page-size-limit'), value('page-nesting-limit')]).toEqual(['1 MB', '32']);
});

test('reads the bounds of the list limit and the Idempotency-Key from the contract, and follows a change to it', () => {
  expect([value('list-limit-range'), value('list-limit-default'), value('idempotency-key-max-length')]).toEqual(['1 to 100', '20', '255']);
  const changed = invoicing();
  const limit = changed.components!.parameters!.Limit as Parameter;
  limit.schema = { ...limit.schema, maximum: 500 };
  expect(value('list-limit-range', changed)).toBe('1 to 500');
});

test('names the values it has when asked for one it does not', () => {
  expect(() => value('retention')).toThrow(/has no value "retention"; it has: default-due-days, idempotency-window/);
  expect(() => valueSource(invoicing())({})).toThrow('source="value" takes of="..."');
});

test('names every operation that pages with a cursor, so that Pagination lists each list of the contract', () => {
  const doc = invoicing();
  const lists = Object.entries(doc.paths!).flatMap(([path, item]) => ('get' in item! && /^list[A-Z]/.test((item.get as { operationId?: string }).operationId ?? '') ? [`\`GET ${path}\``] : []));
  const named = value('paged-operations').split(/, | and /);
  expect(named).toEqual(lists);
  expect(named).toEqual(expect.arrayContaining(['`GET /invoices`', '`GET /customers`', '`GET /credit_notes`', '`GET /events`', '`GET /webhook_endpoints`']));
});

test('counts folio mcp\'s tools and names the destructive ones from the contract, and follows a new operation', () => {
  expect(value('mcp-tool-count')).toBe('36');
  expect(value('mcp-destructive-tools')).toBe('`voidInvoice`, `voidCreditNote`, `deleteCustomer` and `deleteWebhookEndpoint`');
  expect(value('mcp-message-limit')).toBe('4 MB');
  const changed = invoicing();
  changed.paths!['/archives/{archive_id}'] = { delete: { operationId: 'deleteArchive', responses: { 204: { description: 'Deleted.' } } } };
  expect([value('mcp-tool-count', changed), value('mcp-destructive-tools', changed)])
    .toEqual(['37', '`voidInvoice`, `voidCreditNote`, `deleteCustomer`, `deleteWebhookEndpoint` and `deleteArchive`']);
});
