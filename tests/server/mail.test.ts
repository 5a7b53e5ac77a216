// E-mail delivery (D12) over real SMTP on 127.0.0.1: exactly once, retried with backoff,
// marked failed after the last attempt, and never lost.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import request from 'supertest';
import { eInvoicingSeller } from '../helpers/sellers.js';
import { deliverDue, retryDelay, type DeliveryContext } from '../../server/mail/delivery.js';
import { defaultDeliverySettings } from '../../server/mail/settings.js';
import { folderTransport, smtpTransport, type MailTransport } from '../../server/mail/transport.js';
import { binary, pdfText } from '../helpers/pdf-text.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { line, startService, type Invoice, type TestService } from '../helpers/service.js';

let s: TestService;
let smtp: TestSmtpServer | undefined;
let transport: MailTransport | undefined;
beforeEach(async () => {
  s = await startService();
});
afterEach(async () => {
  transport?.close();
  await smtp?.close();
  smtp = undefined;
  transport = undefined;
});

const settings = { ...defaultDeliverySettings, maxAttempts: 4, baseDelayMs: 1000, maxDelayMs: 60_000 };
const context = (over: Partial<DeliveryContext> = {}): DeliveryContext =>
  ({ store: s.store, transport: transport!, clock: s.clock, logger: pino({ level: 'silent' }), settings, documents: s.documents, ...over });

async function sentInvoice(body?: object): Promise<Invoice> {
  const customer = await s.customer(s.alice, { name: 'Acme GmbH', email: 'ap@acme.example' });
  const invoice = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(4200, { quantity: 3, tax_rate: 20 })] });
  const res = await s.as(s.alice).post(`/invoices/${invoice.id}/send`, body);
  expect(res.status).toBe(202);
  return res.body as Invoice;
}

test('send leads to exactly one message with the recipients, subject, message line and the PDF', async () => {
  smtp = await startSmtpServer();
  transport = smtpTransport(smtp.url);
  const invoice = await sentInvoice({ cc: ['boss@acme.example'], message: 'Thanks for your order #42.' });
  expect(await deliverDue(context())).toEqual({ sent: 1, retrying: 0, failed: 0 });
  expect(await deliverDue(context())).toEqual({ sent: 0, retrying: 0, failed: 0 });
  expect(smtp.messages).toHaveLength(1);
  const [mail] = smtp.messages;
  expect(mail!.to).toMatchObject({ text: 'ap@acme.example' });
  expect(mail!.cc).toMatchObject({ text: 'boss@acme.example' });
  expect(mail!.from).toMatchObject({ value: [{ name: 'alice', address: 'invoices@folio.example' }] });
  expect(invoice.number).toBe('INV-0001');
  expect(invoice.due_date).toBe('2026-12-21');
  expect(mail!.subject).toBe('Invoice INV-0001 from alice: €151.20 due 21 December 2026');
  expect(mail!.messageId).toMatch(/^<msg_\w+@folio\.example>$/);
  expect(mail!.replyTo).toBeUndefined();
  expect(mail!.text!.startsWith('Dear Acme GmbH,\n\nThanks for your order #42.\n\nPlease find attached invoice INV-0001 from alice')).toBe(true);
  expect(mail!.html).toContain('<p>Dear Acme GmbH,</p>\n<p>Thanks for your order #42.</p>');
  expect(mail!.attachments).toHaveLength(1);
  expect(mail!.attachments[0]).toMatchObject({ filename: 'INV-0001.pdf', contentType: 'application/pdf' });
  const text = await pdfText(mail!.attachments[0]!.content);
  for (const expected of ['Invoice INV-0001', invoice.id, 'Acme GmbH', '€151.20']) expect(text).toContain(expected);
  expect(s.rows('outbox')).toEqual([expect.objectContaining({ status: 'sent', attempts: 1, sent_at: '2026-11-21T10:00:00.000Z', last_error: null })]);
});

test('a customer who asked for an e-invoice gets it attached beside the PDF, in the format frozen at send (D38)', async () => {
  smtp = await startSmtpServer();
  transport = smtpTransport(smtp.url);
  await s.store.setSellerProfile('alice', eInvoicingSeller);
  const customer = await s.customer(s.alice, {
    name: 'Beispiel AG', email: 'ap@beispiel.example', tax_id: 'DE987654321', locale: 'de', e_invoice_format: 'xrechnung-cii',
    address: { line1: 'Hauptstraße 5', city: 'München', postal_code: '80331', country: 'DE' },
    electronic_address: { scheme: '0204', value: '04011000-12345-67' }, buyer_reference: '04011000-12345-67',
  });
  const invoice = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(120_000, { tax_rate: 19 })] });
  expect((await s.as(s.alice).post(`/invoices/${invoice.id}/send`)).status).toBe(202);
  expect(await deliverDue(context())).toEqual({ sent: 1, retrying: 0, failed: 0 });
  const [mail] = smtp.messages;
  expect(mail!.subject).toBe('Rechnung INV-0001 von Lindqvist Consulting GmbH: 1.428,00\u00a0€, fällig am 21. Dezember 2026');
  expect(mail!.attachments.map((a) => [a.filename, a.contentType])).toEqual([['INV-0001.pdf', 'application/pdf'], ['INV-0001.xml', 'application/xml']]);
  const xml = mail!.attachments[1]!.content.toString('utf8');
  expect(xml).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
  expect(xml).toContain('<ram:ID>INV-0001</ram:ID>');
  expect(xml).toContain('Beispiel AG');
}, 60_000);

test("the .eml of a Factur-X customer: from the seller's name at the sending address, Reply-To the seller's contact, the greeting, the message, then one PDF that is the Factur-X", async () => {
  const folder = mkdtempSync(join(tmpdir(), 'folio-mail-'));
  transport = folderTransport(folder);
  await s.store.setSellerProfile('alice', eInvoicingSeller);
  const customer = await s.customer(s.alice, {
    name: 'Société Exemple SARL', email: 'compta@exemple.example', tax_id: 'FR61954506077', e_invoice_format: 'factur-x',
    address: { line1: '5 rue de la Paix', city: 'Paris', postal_code: '75002', country: 'FR' },
  });
  const invoice = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(120_000, { tax_rate: 20 })] });
  expect((await s.as(s.alice).post(`/invoices/${invoice.id}/send`, { message: 'Merci pour votre commande.' })).status).toBe(202);
  expect(await deliverDue(context())).toEqual({ sent: 1, retrying: 0, failed: 0 });
  const raw = readFileSync(join(folder, readdirSync(folder)[0]!));
  const mail = await simpleParser(raw);
  expect(mail.from!.value).toEqual([{ name: 'Lindqvist Consulting GmbH', address: 'invoices@folio.example' }]);
  expect((mail.replyTo as { value: unknown }).value).toEqual([{ name: 'Lindqvist Consulting GmbH', address: 'billing@lindqvist.example' }]);
  expect(mail.text!.split('\n\n').slice(0, 3)).toEqual([
    'Dear Société Exemple SARL,', 'Merci pour votre commande.',
    'Please find attached invoice INV-0001 from Lindqvist Consulting GmbH for €1,440.00, due on 21 December 2026.',
  ]);
  expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([['INV-0001.pdf', 'application/pdf']]);
  const attached = mail.attachments[0]!.content;
  const issued = await binary(s.as(s.alice).get(`/invoices/${invoice.id}/e-invoice?format=factur-x`));
  expect(attached.equals(issued.body)).toBe(true);
  expect(attached.includes('factur-x.xml')).toBe(true);
  expect(await pdfText(attached)).toContain('INV-0001');
}, 60_000);

test('a server refusing the first attempts gets the message after the retries, exactly once', async () => {
  smtp = await startSmtpServer({ refuse: (attempt) => attempt <= 2 });
  transport = smtpTransport(smtp.url);
  await sentInvoice();
  expect(await deliverDue(context())).toEqual({ sent: 0, retrying: 1, failed: 0 });
  const [row] = s.rows('outbox');
  expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('Mailbox busy') });
  // Not retried before its time.
  expect(await deliverDue(context())).toEqual({ sent: 0, retrying: 0, failed: 0 });
  s.clock.advance(settings.maxDelayMs);
  expect(await deliverDue(context())).toEqual({ sent: 0, retrying: 1, failed: 0 });
  s.clock.advance(settings.maxDelayMs);
  expect(await deliverDue(context())).toEqual({ sent: 1, retrying: 0, failed: 0 });
  expect(smtp.attempts).toBe(3);
  expect(smtp.messages).toHaveLength(1);
  expect(s.rows('outbox')).toEqual([expect.objectContaining({ status: 'sent', attempts: 3, last_error: null })]);
});

test('a server that always refuses ends in failed, and the message stays in the outbox', async () => {
  smtp = await startSmtpServer({ refuse: () => true });
  transport = smtpTransport(smtp.url);
  const invoice = await sentInvoice();
  for (let attempt = 1; attempt < settings.maxAttempts; attempt += 1) {
    expect(await deliverDue(context())).toEqual({ sent: 0, retrying: 1, failed: 0 });
    s.clock.advance(settings.maxDelayMs);
  }
  expect(await deliverDue(context())).toEqual({ sent: 0, retrying: 0, failed: 1 });
  s.clock.advance(settings.maxDelayMs);
  expect(await deliverDue(context())).toEqual({ sent: 0, retrying: 0, failed: 0 });
  expect(smtp.messages).toHaveLength(0);
  expect(s.rows('outbox')).toEqual([expect.objectContaining({ invoice_id: invoice.id, status: 'failed', attempts: 4, last_error: expect.stringContaining('451') })]);
});

test('a crash between sending and marking repeats the message with the same Message-ID and loses nothing', async () => {
  smtp = await startSmtpServer();
  transport = smtpTransport(smtp.url);
  await sentInvoice();
  const crashing = Object.create(s.store, {
    recordDelivery: { value: () => Promise.reject(new Error('process killed')) },
  }) as typeof s.store;
  await expect(deliverDue(context({ store: crashing }))).rejects.toThrow('process killed');
  expect(s.rows('outbox')).toEqual([expect.objectContaining({ status: 'pending', attempts: 0 })]);
  expect(await deliverDue(context())).toEqual({ sent: 1, retrying: 0, failed: 0 });
  expect(smtp.messages).toHaveLength(2);
  expect(smtp.messages[1]!.messageId).toBe(smtp.messages[0]!.messageId);
});

test('backoff doubles from the base, is capped, and jitters only its upper half', () => {
  const at = (attempt: number, random: number) => retryDelay(attempt, settings, () => random);
  expect([at(1, 0), at(1, 1), at(2, 0), at(3, 1), at(20, 1), at(20, 0)]).toEqual([500, 1000, 1000, 4000, 60_000, 30_000]);
});

test('without SMTP_URL each message is written as an .eml file, and a repeat overwrites it', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'folio-mail-'));
  transport = folderTransport(folder);
  const invoice = await sentInvoice({ message: 'Hello from the sandbox.' });
  const crashing = Object.create(s.store, { recordDelivery: { value: () => Promise.reject(new Error('killed')) } }) as typeof s.store;
  await expect(deliverDue(context({ store: crashing }))).rejects.toThrow('killed');
  expect(await deliverDue(context())).toEqual({ sent: 1, retrying: 0, failed: 0 });
  const files = readdirSync(folder);
  expect(files).toEqual([expect.stringMatching(/^msg_\w+@folio\.example\.eml$/)]);
  const mail = await simpleParser(readFileSync(join(folder, files[0]!)));
  expect(mail.subject).toContain(invoice.number);
  expect(mail.text).toContain('Hello from the sandbox.');
  expect(mail.attachments[0]!.filename).toBe(`${invoice.number}.pdf`);
});

test('status turns degraded when unsent mail passes the backlog limit and recovers once it is sent', async () => {
  smtp = await startSmtpServer();
  transport = smtpTransport(smtp.url);
  for (let i = 0; i <= s.config.outboxBacklogLimit; i += 1) await sentInvoice();
  expect((await request(s.app).get('/v2/status')).body.status).toBe('degraded');
  await deliverDue(context());
  expect((await request(s.app).get('/v2/status')).body.status).toBe('ok');
  expect(smtp.messages).toHaveLength(s.config.outboxBacklogLimit + 1);
});

test('an SMTP server that goes away degrades status, and the mail is delivered once it is back', async () => {
  smtp = await startSmtpServer();
  const url = smtp.url;
  await smtp.close();
  transport = smtpTransport(url);
  for (let i = 0; i <= s.config.outboxBacklogLimit; i += 1) await sentInvoice();
  expect((await deliverDue(context())).retrying).toBe(s.config.outboxBacklogLimit + 1);
  expect((await request(s.app).get('/v2/status')).body.status).toBe('degraded');
  smtp = await startSmtpServer({ port: Number(new URL(url).port) });
  s.clock.advance(settings.maxDelayMs);
  expect(await deliverDue(context())).toEqual({ sent: s.config.outboxBacklogLimit + 1, retrying: 0, failed: 0 });
  expect(smtp.messages).toHaveLength(s.config.outboxBacklogLimit + 1);
  expect((await request(s.app).get('/v2/status')).body.status).toBe('ok');
});

describe('an invoice voided before its e-mail went out (issue 19)', () => {
  const reason = (id: string) => `Cancelled: invoice ${id} was voided before this message was sent.`;
  /** The types of the invoice's events, in alphabetical order (the test clock stands still). */
  const eventTypes = (invoiceId: string) => s.rows('events').filter((e) => e.object_id === invoiceId).map((e) => String(e.type)).sort();

  test('send then DELETE before the worker runs: nothing reaches the customer and the message is kept as cancelled', async () => {
    smtp = await startSmtpServer();
    transport = smtpTransport(smtp.url);
    const invoice = await sentInvoice();
    expect((await s.as(s.alice).delete(`/invoices/${invoice.id}`)).status).toBe(204);
    expect(s.rows('outbox')).toEqual([expect.objectContaining({ status: 'failed', attempts: 0, last_error: reason(invoice.id), sent_at: null })]);
    expect(await deliverDue(context())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(0);
    expect(eventTypes(invoice.id)).toEqual(['invoice.created', 'invoice.email_failed', 'invoice.sent', 'invoice.voided']);
  });

  test('a void that comes after the worker claimed the message still stops it before it is handed to SMTP', async () => {
    smtp = await startSmtpServer();
    transport = smtpTransport(smtp.url);
    const invoice = await sentInvoice();
    const racing = Object.create(s.store) as typeof s.store;
    racing.claimDueOutbox = async (...args) => {
      const claimed = await s.store.claimDueOutbox(...args);
      expect((await s.as(s.alice).delete(`/invoices/${invoice.id}`)).status).toBe(204);
      return claimed;
    };
    expect(await deliverDue(context({ store: racing }))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(0);
    expect(s.rows('outbox')).toEqual([expect.objectContaining({ status: 'failed', last_error: reason(invoice.id), sent_at: null })]);
    expect(eventTypes(invoice.id)).toEqual(['invoice.created', 'invoice.email_failed', 'invoice.sent', 'invoice.voided']);
  });

  test('a void while the worker hands the message to SMTP leaves it to the worker, which records it sent, as it was', async () => {
    smtp = await startSmtpServer();
    const real = smtpTransport(smtp.url);
    const invoice = await sentInvoice();
    transport = {
      ...real,
      send: async (message) => {
        expect((await s.as(s.alice).delete(`/invoices/${invoice.id}`)).status).toBe(204);
        return real.send(message);
      },
      close: () => real.close(),
    };
    expect(await deliverDue(context())).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    expect(s.rows('outbox')).toEqual([expect.objectContaining({ status: 'sent', last_error: null })]);
    expect(eventTypes(invoice.id)).toEqual(['invoice.created', 'invoice.email_delivered', 'invoice.sent', 'invoice.voided']);
  });

  test('a message already sent is not recalled: voiding afterwards leaves it sent', async () => {
    smtp = await startSmtpServer();
    transport = smtpTransport(smtp.url);
    const invoice = await sentInvoice();
    expect(await deliverDue(context())).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect((await s.as(s.alice).delete(`/invoices/${invoice.id}`)).status).toBe(204);
    expect(smtp.messages).toHaveLength(1);
    expect(s.rows('outbox')).toEqual([expect.objectContaining({ status: 'sent', last_error: null })]);
  });
});

describe('the lease of a delivery round (R144)', () => {
  const leaseMs = 30_000;
  const leased = { ...settings, leaseMs };

  test('e-mail claimed by a process that died is sent by another once the lease it took has passed, not before, and once', async () => {
    smtp = await startSmtpServer();
    transport = smtpTransport(smtp.url);
    await sentInvoice();
    // What a process killed with -9 leaves: its claim, under an owner that never comes back.
    const dead = { owner: 'a-process-killed-with-9', until: new Date(s.clock().getTime() + leaseMs).toISOString() };
    expect(await s.store.claimDueOutbox(s.clock().toISOString(), 20, dead)).toHaveLength(1);
    s.clock.advance(leaseMs - 1);
    expect(await deliverDue(context({ settings: leased }))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    s.clock.advance(1);
    expect(await deliverDue(context({ settings: leased }))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
  });

  test('a round starts no send after half its lease, and leaves the rest of its batch to the next round', async () => {
    smtp = await startSmtpServer();
    const real = smtpTransport(smtp.url);
    // Each send takes 60% of the lease on the round's clock.
    transport = { send: async (message) => { await real.send(message); s.clock.advance(leaseMs * 0.6); }, close: () => real.close() };
    for (let i = 0; i < 3; i += 1) await sentInvoice();
    expect(await deliverDue(context({ settings: leased }))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(s.rows('outbox').filter((row) => (row as { status: string }).status === 'pending')).toHaveLength(2);
    expect(await deliverDue(context({ settings: leased }))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await deliverDue(context({ settings: leased }))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(3);
  });

  test('the default lease is two minutes, and folio mail deliver and folio serve take --mail-lease-ms', async () => {
    expect(defaultDeliverySettings.leaseMs).toBe(120_000);
    const { settings: table } = await import('../../cli/settings/table.js');
    expect(table.mailLeaseMs).toMatchObject({ flags: '--mail-lease-ms <milliseconds>', env: 'FOLIO_MAIL_LEASE_MS', default: 120_000 });
  });
});
