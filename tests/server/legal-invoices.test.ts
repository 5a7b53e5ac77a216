// Legal invoices over HTTP (D35 to D39): the seller profile and GET /account, every tax category
// rule of D36 by its EN 16931 id, the breakdown, the dates of sending and voiding, the seller and
// customer frozen at send, and production's refusal to send without a seller profile.
import type pg from 'pg';
import { creditNoteDocument, customerDetailsOf, invoiceDocument } from '../../server/domain/documents/index.js';
import { completeSellerProfile } from '../../server/domain/seller-profile.js';
import type { SellerProfile } from '../../server/domain/records.js';
import { line, startService, testEngine, type Invoice, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

const seller = completeSellerProfile({
  legal_name: 'Lindqvist Consulting GmbH',
  address: { line1: 'Torstrasse 49', city: 'Berlin', postal_code: '10119', country: 'DE' },
  vat_id: 'DE123456789',
  payment: { iban: 'DE89370400440532013000' },
  time_zone: 'Europe/Berlin',
});

/** Changes a customer's city behind the API's back (changing customers is not this issue's), on either engine. */
async function moveCustomer(id: string, city: string): Promise<void> {
  const current = (await s.store.getCustomer(await accountId('alice'), id))!;
  const address = JSON.stringify({ ...current.address, city });
  if (testEngine === 'postgres') await (s.store as unknown as { pool: pg.Pool }).pool.query('UPDATE customers SET address_json = $1 WHERE id = $2', [address, id]);
  else (s.store as unknown as { database: import('better-sqlite3').Database }).database.prepare('UPDATE customers SET address_json = ? WHERE id = ?').run(address, id);
}

async function accountId(name: string): Promise<string> {
  return (await s.store.ensureAccount(name, '2026-11-21T10:00:00.000Z')).id;
}

describe('tax categories (D36)', () => {
  const good = [line(1000, { tax_rate: 19 }), line(500, { tax_rate: 7 })];
  // Each rule with a third line that breaks it, the field the 422 names, and the rule id in its message.
  test.each([
    ['BR-S-05', { tax_category: 'S' }, 'tax_rate'],
    ['BR-Z-05', { tax_category: 'Z', tax_rate: 7 }, 'tax_rate'],
    ['BR-E-05', { tax_category: 'E', tax_rate: 19, tax_exemption_reason: 'Exempt education' }, 'tax_rate'],
    ['BR-AE-05', { tax_category: 'AE', tax_rate: 19 }, 'tax_rate'],
    ['BR-IC-05', { tax_category: 'K', tax_rate: 19 }, 'tax_rate'],
    ['BR-G-05', { tax_category: 'G', tax_rate: 19 }, 'tax_rate'],
    ['BR-S-10', { tax_rate: 19, tax_exemption_reason: 'Because' }, 'tax_exemption_reason'],
    ['BR-Z-10', { tax_category: 'Z', tax_exemption_reason: 'Because' }, 'tax_exemption_reason'],
    ['BR-E-10', { tax_category: 'E' }, 'tax_exemption_reason'],
  ] as const)('%s: a line that breaks it is 422 on lines[2], and nothing is written', async (rule, extra, field) => {
    const customer = await s.customer(s.alice);
    const before = s.snapshot();
    const res = await s.as(s.alice).post('/invoices', { customer_id: customer.id, lines: [...good, line(300, extra)] });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ type: 'invalid_request', param: `lines[2].${field}` });
    expect(res.body.error.message).toContain(`(${rule})`);
    expect(s.snapshot()).toEqual(before);
  });

  test.each([
    ['BR-O-05', [line(100, { tax_category: 'O', tax_rate: 0, tax_exemption_reason: 'Not a supply' })], 'lines[0].tax_rate'],
    ['BR-O-10', [line(100, { tax_category: 'O' })], 'lines[0].tax_exemption_reason'],
    ['BR-O-11', [line(100, { tax_category: 'O', tax_exemption_reason: 'Not a supply' }), line(100, { tax_rate: 19 })], 'lines[1].tax_category'],
    ['BR-O-11', [line(100, { tax_rate: 19 }), line(100), line(100, { tax_category: 'O', tax_exemption_reason: 'Not a supply' })], 'lines[2].tax_category'],
  ] as const)('%s: lines not subject to VAT break it, 422 on %#', async (rule, lines, param) => {
    const customer = await s.customer(s.alice);
    const res = await s.as(s.alice).post('/invoices', { customer_id: customer.id, lines });
    expect(res.status).toBe(422);
    expect(res.body.error.param).toBe(param);
    expect(res.body.error.message).toContain(`(${rule})`);
  });

  test('lines of one category and rate share one exemption reason', async () => {
    const customer = await s.customer(s.alice);
    const res = await s.as(s.alice).post('/invoices', {
      customer_id: customer.id,
      lines: [line(100, { tax_category: 'E', tax_exemption_reason: 'Education' }), line(100, { tax_category: 'E', tax_exemption_reason: 'Health care' })],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.param).toBe('lines[1].tax_exemption_reason');
  });

  test('defaults: S above 0, Z at 0, and the standard sentences of AE, K and G', async () => {
    const invoice = await s.invoice(s.alice, {
      lines: [line(1000, { tax_rate: 19 }), line(200), line(300, { tax_category: 'AE' }), line(400, { tax_category: 'K', tax_rate: 0 }), line(500, { tax_category: 'G' })],
    });
    expect(invoice.lines.map((l) => [l.tax_category, l.tax_exemption_reason])).toEqual([
      ['S', null], ['Z', null], ['AE', 'Reverse charge'], ['K', 'Intra-community supply'], ['G', 'Export outside the EU'],
    ]);
  });

  test('the breakdown has one entry per category and rate in first-appearance order, summing to subtotal and tax', async () => {
    const invoice = await s.invoice(s.alice, {
      lines: [
        line(1999, { quantity: 3, tax_rate: 19 }), line(4599, { quantity: 2, tax_rate: 7 }), line(333, { tax_rate: 19 }),
        line(5000, { tax_category: 'E', tax_exemption_reason: 'Exempt under Article 132(1)(i)' }), line(-500, { tax_rate: 19 }),
      ],
    });
    const money = (amount: number) => ({ amount, currency: 'EUR' });
    expect(invoice.tax_breakdown).toEqual([
      { category: 'S', rate: 19, taxable_amount: money(5997 + 333 - 500), tax_amount: money(1139 + 63 - 95), exemption_reason: null },
      { category: 'S', rate: 7, taxable_amount: money(9198), tax_amount: money(644), exemption_reason: null },
      { category: 'E', rate: 0, taxable_amount: money(5000), tax_amount: money(0), exemption_reason: 'Exempt under Article 132(1)(i)' },
    ]);
    expect(invoice.tax_breakdown.reduce((sum, e) => sum + e.taxable_amount.amount, 0)).toBe(invoice.subtotal.amount);
    expect(invoice.tax_breakdown.reduce((sum, e) => sum + e.tax_amount.amount, 0)).toBe(invoice.tax.amount);
  });

  test('a credit note has its own breakdown and its lines follow the same rules', async () => {
    const invoice = await s.invoice(s.alice, { lines: [line(10000, { tax_rate: 19 })] });
    await s.as(s.alice).post(`/invoices/${invoice.id}/send`);
    const bad = await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, { lines: [line(100, { tax_category: 'S' })], reason: 'other' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.param).toBe('lines[0].tax_rate');
    const res = await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, { lines: [line(1000, { tax_rate: 19 })], reason: 'other' });
    expect(res.body.tax_breakdown).toEqual([
      { category: 'S', rate: 19, taxable_amount: { amount: 1000, currency: 'EUR' }, tax_amount: { amount: 190, currency: 'EUR' }, exemption_reason: null },
    ]);
  });

  test('reverse charge needs the customer\'s tax_id and the seller\'s vat_id at send (BR-AE-02): 409, then sent once both are there', async () => {
    const customer = await s.customer(s.alice, { tax_id: null });
    const invoice = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(1000, { tax_category: 'AE' })] });
    const refused = await s.as(s.alice).post(`/invoices/${invoice.id}/send`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "A line is reverse charge (AE), which needs the seller's vat_id (folio accounts update NAME --seller FILE) and the customer's tax_id to be sent (BR-AE-02).");
    expect((await s.as(s.alice).get(`/invoices/${invoice.id}`)).body.status).toBe('draft');
    await s.store.setSellerProfile('alice', seller);
    const withTaxId = await s.customer(s.alice, { tax_id: 'FR40303265045' });
    const intra = await s.invoice(s.alice, { customer_id: withTaxId.id, lines: [line(1000, { tax_category: 'K' })] });
    expect((await s.as(s.alice).post(`/invoices/${intra.id}/send`)).status).toBe(202);
  });
});

describe('dates and the frozen document (D37)', () => {
  test('send sets issue_date in the seller\'s time zone and sent_at, and freezes seller and customer; void sets voided_at', async () => {
    await s.store.setSellerProfile('alice', seller);
    const customer = await s.customer(s.alice, { tax_id: 'FR40303265045', locale: 'fr', buyer_reference: 'LEITWEG-1' });
    const draft = await s.invoice(s.alice, { customer_id: customer.id, service_period: { start: '2026-11-01', end: '2026-11-30' }, purchase_order: 'PO-7' });
    expect(draft).toMatchObject({ issue_date: null, sent_at: null, voided_at: null, seller: null, customer_details: null, buyer_reference: 'LEITWEG-1' });
    // 23:30 UTC is already the next day in Berlin.
    s.clock.set('2026-11-21T23:30:00.000Z');
    const sent = (await s.as(s.alice).post(`/invoices/${draft.id}/send`)).body as Invoice;
    expect(sent).toMatchObject({
      issue_date: '2026-11-22', sent_at: '2026-11-21T23:30:00.000Z', voided_at: null, seller,
      service_period: { start: '2026-11-01', end: '2026-11-30' }, supply_date: null, purchase_order: 'PO-7', buyer_reference: 'LEITWEG-1',
      customer_details: {
        name: customer.name, email: customer.email, address: customer.address, tax_id: 'FR40303265045', locale: 'fr',
        electronic_address: null, buyer_reference: 'LEITWEG-1', e_invoice_format: null,
      },
    });
    s.clock.set('2026-11-23T08:00:00.000Z');
    expect((await s.as(s.alice).delete(`/invoices/${draft.id}`)).status).toBe(204);
    expect((await s.as(s.alice).get(`/invoices/${draft.id}`)).body).toMatchObject({ status: 'void', voided_at: '2026-11-23T08:00:00.000Z', issue_date: '2026-11-22' });
  });

  test('changing the seller profile and the customer\'s address after send changes neither the invoice nor its billing document; a draft shows them', async () => {
    await s.store.setSellerProfile('alice', seller);
    const customer = await s.customer(s.alice, { tax_id: 'FR40303265045' });
    const invoice = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(1000, { tax_rate: 19 })] });
    const sent = (await s.as(s.alice).post(`/invoices/${invoice.id}/send`)).body as Invoice;
    const draft = await s.invoice(s.alice, { customer_id: customer.id });

    const changed: SellerProfile = { ...seller, legal_name: 'Lindqvist Holding AG', payment: { iban: 'GB29NWBK60161331926819', bic: null, account_holder: null } };
    await s.store.setSellerProfile('alice', changed);
    await moveCustomer(customer.id, 'Lyon');

    const after = (await s.as(s.alice).get(`/invoices/${invoice.id}`)).body as Invoice;
    expect({ ...after, pdf_url: null }).toEqual({ ...sent, pdf_url: null });

    const sources = async (id: string) => {
      const record = (await s.store.getInvoice(await accountId('alice'), id))!;
      const account = (await s.store.getAccount(record.accountId))!;
      const current = (await s.store.getCustomer(record.accountId, record.customerId))!;
      return invoiceDocument({ invoice: record, accountName: account.name, currentSeller: account.seller, customer: current });
    };
    const frozen = await sources(invoice.id);
    expect(frozen.seller).toMatchObject({ legalName: 'Lindqvist Consulting GmbH', payment: { iban: 'DE89370400440532013000' }, timeZone: 'Europe/Berlin' });
    expect(frozen.buyer.address.city).toBe('Paris');
    expect(frozen).toMatchObject({ kind: 'invoice', number: 'INV-0001', issueDate: '2026-11-21', payments: [], amountPaid: 0, amountDue: 1190 });
    const current = await sources(draft.id);
    expect(current.seller).toMatchObject({ legalName: 'Lindqvist Holding AG', payment: { iban: 'GB29NWBK60161331926819' } });
    expect(current.buyer.address.city).toBe('Lyon');
    expect(customerDetailsOf((await s.store.getCustomer(await accountId('alice'), customer.id))!).address.city).toBe('Lyon');
  });

  test('a credit note\'s billing document names its invoice (BT-25, BT-26) and its parties; the invoice\'s stays as issued (D49)', async () => {
    await s.store.setSellerProfile('alice', seller);
    const customer = await s.customer(s.alice, { locale: 'de', buyer_reference: '991-12345-67' });
    const invoice = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(10000, { tax_rate: 19 }), line(2000, { tax_rate: 7 })] });
    await s.as(s.alice).post(`/invoices/${invoice.id}/send`);
    s.clock.set('2026-11-25T23:30:00.000Z');
    const note = (await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, { lines: [line(2000, { tax_rate: 7 })], reason: 'order_change' })).body;
    const account = (await s.store.getAccount(await accountId('alice')))!;
    const record = (await s.store.getInvoice(account.id, invoice.id))!;
    const current = (await s.store.getCustomer(account.id, customer.id))!;
    const creditNote = (await s.store.getCreditNote(account.id, note.id))!;
    const sources = { invoice: record, accountName: account.name, currentSeller: account.seller, customer: current };
    expect(creditNoteDocument({ ...sources, creditNote })).toMatchObject({
      kind: 'credit_note', number: 'INV-CN-0001', status: 'issued', locale: 'de', issueDate: '2026-11-26', buyerReference: '991-12345-67',
      precedingInvoice: { number: 'INV-0001', issueDate: '2026-11-21' }, total: 2140, amountDue: 2140,
      taxBreakdown: [{ category: 'S', rate: 7, taxableAmount: 2000, taxAmount: 140, exemptionReason: null }],
      lines: [{ description: 'Consulting', quantity: 1, unitPrice: 2000, netAmount: 2000, taxRate: 7, taxCategory: 'S', taxExemptionReason: null, taxAmount: 140 }],
      seller: { legalName: 'Lindqvist Consulting GmbH', vatId: 'DE123456789' },
    });
    expect(invoiceDocument(sources)).toMatchObject({
      status: 'open', total: 14040, payments: [], amountPaid: 0, amountDue: 14040,
      taxBreakdown: [{ category: 'S', rate: 19, taxableAmount: 10000, taxAmount: 1900 }, { category: 'S', rate: 7, taxableAmount: 2000, taxAmount: 140 }],
    });
  });

  test('supply_date and service_period exclude each other, and a period may not end before it starts', async () => {
    const customer = await s.customer(s.alice);
    const both = await s.as(s.alice).post('/invoices', {
      customer_id: customer.id, lines: [line()], supply_date: '2026-11-20', service_period: { start: '2026-11-01', end: '2026-11-30' },
    });
    expect([both.status, both.body.error.param]).toEqual([422, 'service_period']);
    const backwards = await s.as(s.alice).post('/invoices', { customer_id: customer.id, lines: [line()], service_period: { start: '2026-11-30', end: '2026-11-01' } });
    expect([backwards.status, backwards.body.error.param]).toEqual([422, 'service_period.end']);
    const invoice = await s.invoice(s.alice, { service_period: { start: '2026-11-01', end: '2026-11-30' } });
    const patched = await s.as(s.alice).patch(`/invoices/${invoice.id}`, { supply_date: '2026-11-20' });
    expect(patched.body).toMatchObject({ supply_date: '2026-11-20', service_period: null });
  });
});

describe('the account and its seller profile (D35)', () => {
  test('GET /account shows the name, environment, prefix and profile, and no route writes it', async () => {
    expect((await s.as(s.alice).get('/account')).body).toEqual({ id: await accountId('alice'), name: 'alice', environment: 'sandbox', invoice_prefix: 'INV', seller: null });
    await s.store.setSellerProfile('alice', seller);
    expect((await s.as(s.alice).get('/account')).body.seller).toEqual(seller);
    expect((await s.as(s.bob).get('/account')).body).toMatchObject({ name: 'bob', seller: null });
    for (const method of ['patch', 'post'] as const) expect((await s.as(s.alice)[method]('/account', { seller: { legal_name: 'Fraud Ltd' } })).status).toBe(405);
  });

  test('production refuses to send without legal name, address and a tax identifier, naming them and the command; then sends', async () => {
    const production = await startService({ environment: 'production' });
    const invoice = await production.invoice(production.alice);
    const before = production.snapshot();
    const refused = await production.as(production.alice).post(`/invoices/${invoice.id}/send`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      type: 'conflict',
      message: 'Account alice cannot send invoices in production until its seller profile has legal_name, address, vat_id or tax_number: set them with folio accounts update alice --seller FILE.',
    });
    expect(production.snapshot()).toEqual(before);
    await production.store.setSellerProfile('alice', completeSellerProfile({ legal_name: 'Alice SARL', tax_number: '12345' }));
    expect((await production.as(production.alice).post(`/invoices/${invoice.id}/send`)).body.error.message).toContain('until its seller profile has address:');
    await production.store.setSellerProfile('alice', seller);
    const sent = await production.as(production.alice).post(`/invoices/${invoice.id}/send`);
    expect(sent.status).toBe(202);
    expect(sent.body.seller.legal_name).toBe('Lindqvist Consulting GmbH');
  });

  test('the sandbox sends without a profile', async () => {
    const invoice = await s.invoice(s.alice);
    const sent = await s.as(s.alice).post(`/invoices/${invoice.id}/send`);
    expect([sent.status, sent.body.seller]).toEqual([202, null]);
  });
});

describe('customers: language and e-invoice fields (D38, D39)', () => {
  test('a customer has locale en unless given, and keeps its electronic address, buyer reference and format', async () => {
    expect(await s.customer(s.alice)).toMatchObject({ locale: 'en', electronic_address: null, buyer_reference: null, e_invoice_format: null });
    const german = await s.customer(s.alice, {
      locale: 'de', electronic_address: { scheme: '0204', value: '991-12345-67' }, buyer_reference: '991-12345-67', e_invoice_format: 'xrechnung-cii',
    });
    expect((await s.as(s.alice).get(`/customers/${german.id}`)).body).toMatchObject({
      locale: 'de', electronic_address: { scheme: '0204', value: '991-12345-67' }, buyer_reference: '991-12345-67', e_invoice_format: 'xrechnung-cii',
    });
    const bad = await s.as(s.alice).post('/customers', { name: 'X', email: 'x@x.example', address: { line1: 'a', city: 'b', postal_code: 'c', country: 'DE' }, locale: 'it' });
    expect([bad.status, bad.body.error.param]).toEqual([422, 'locale']);
  });
});
