// Drives every lifecycle that writes an event (D30), through the API and the e-mail worker, so
// that the tests of D43 see each event type as the service really writes and delivers it: a
// customer; an invoice created, updated, sent, e-mailed and paid; one whose e-mail fails and
// one whose e-mail a void cancels; credit notes issued, voided, and one that settles an invoice.
import { pino } from 'pino';
import { deliverDue } from '../../server/mail/delivery.js';
import { defaultDeliverySettings } from '../../server/mail/settings.js';
import type { MailTransport } from '../../server/mail/transport.js';
import { webhookContext } from '../../server/webhooks/configure.js';
import { deliverDueWebhooks } from '../../server/webhooks/delivery-worker.js';
import { defaultWebhookSettings } from '../../server/webhooks/settings.js';
import { address, line, type TestService } from './service.js';

const silent = pino({ level: 'silent' });

async function ok(call: Promise<{ status: number; body: { id?: string } }>): Promise<string> {
  const res = await call;
  if (res.status >= 300) throw new Error(`expected a success, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.id ?? '';
}

async function runMail(s: TestService, transport: MailTransport, maxAttempts = defaultDeliverySettings.maxAttempts): Promise<void> {
  s.clock.advance(1000);
  await deliverDue({ store: s.store, transport, clock: s.clock, logger: silent, settings: { ...defaultDeliverySettings, maxAttempts }, documents: s.documents });
}

/** Makes the account of `key` write every event type at least once; answers the ids it made. */
export async function driveEveryLifecycle(s: TestService, key = s.alice): Promise<{ customerId: string; invoiceIds: string[] }> {
  const api = s.as(key);
  const accepted: MailTransport = { send: () => Promise.resolve(), close: () => undefined };
  const refused: MailTransport = { send: () => Promise.reject(new Error('connection refused')), close: () => undefined };
  const customerId = await ok(api.post('/customers', { name: 'Ada Lovelace Ltd', email: 'billing@lovelace.example', address }));
  const invoice = (lines = [line(10000, { tax_rate: 19 }), line(2500, { tax_rate: 7 })]) => ok(api.post('/invoices', { customer_id: customerId, lines }));
  await ok(api.patch(`/customers/${customerId}`, { email: 'invoices@lovelace.example' }));
  const leaving = await ok(api.post('/customers', { name: 'Babbage & Co', email: 'ap@babbage.example', address }));
  const deleted = await api.delete(`/customers/${leaving}`);
  if (deleted.status !== 204) throw new Error(`customer delete failed: ${deleted.status}`);

  const paid = await invoice();
  await ok(api.patch(`/invoices/${paid}`, { notes: 'Payable within 30 days.' }));
  await ok(api.post(`/invoices/${paid}/send`));
  await runMail(s, accepted);
  await ok(api.post(`/invoices/${paid}/pay`));

  const bounced = await invoice();
  await ok(api.post(`/invoices/${bounced}/send`));
  await runMail(s, refused, 1);

  const cancelled = await invoice();
  await ok(api.post(`/invoices/${cancelled}/send`));
  await api.delete(`/invoices/${cancelled}`);

  const credited = await invoice([line(5000)]);
  await ok(api.post(`/invoices/${credited}/send`));
  const voidedNote = await ok(api.post(`/invoices/${credited}/credit_notes`, { lines: [line(1000)], reason: 'order_change' }));
  await ok(api.post(`/credit_notes/${voidedNote}/void`));
  await ok(api.post(`/invoices/${credited}/credit_notes`, { lines: [line(5000)], reason: 'duplicate', memo: 'Billed twice.' }));
  return { customerId, invoiceIds: [paid, bounced, cancelled, credited] };
}

/** Runs the webhook worker until no delivery is due (each call answered at once). */
export async function deliverWebhooks(s: TestService): Promise<void> {
  const context = webhookContext({ store: s.store, clock: s.clock, logger: silent, config: s.config, settings: defaultWebhookSettings });
  for (let round = 0; round < 10; round += 1) {
    const report = await deliverDueWebhooks(context);
    if (report.delivered + report.retrying + report.failed === 0) return;
  }
}
