// Requests that race on one invoice leave it in one legal state, with at most one e-mail.
import { line, startService, type TestService } from '../helpers/service.js';
import { eInvoicingSeller } from '../helpers/sellers.js';

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

test.each(Array.from({ length: 5 }, (_, round) => [round]))('send and void racing on one draft leave one consistent outcome (round %i)', async () => {
  const invoice = await s.invoice(s.alice);
  const [send, voiding] = await Promise.all([
    s.as(s.alice).post(`/invoices/${invoice.id}/send`),
    s.as(s.alice).delete(`/invoices/${invoice.id}`),
  ]);
  expect(voiding.status).toBe(204);
  expect([202, 409]).toContain(send.status);
  expect((await s.as(s.alice).get(`/invoices/${invoice.id}`)).body.status).toBe('void');
  expect(s.rows('outbox')).toHaveLength(send.status === 202 ? 1 : 0);
});

test('ten sends racing on one draft open it once and queue one e-mail', async () => {
  const invoice = await s.invoice(s.alice);
  const results = await Promise.all(Array.from({ length: 10 }, () => s.as(s.alice).post(`/invoices/${invoice.id}/send`)));
  expect(results.map((r) => r.status).sort()).toEqual([202, ...Array(9).fill(409)]);
  expect(s.rows('outbox')).toHaveLength(1);
});

test('pay and void racing on an open invoice end paid or void, never both', async () => {
  const invoice = await s.invoice(s.alice);
  await s.as(s.alice).post(`/invoices/${invoice.id}/send`);
  const [pay, voiding] = await Promise.all([s.as(s.alice).post(`/invoices/${invoice.id}/pay`), s.as(s.alice).delete(`/invoices/${invoice.id}`)]);
  const final = (await s.as(s.alice).get(`/invoices/${invoice.id}`)).body.status;
  expect([[200, 409, 'paid'], [409, 204, 'void']]).toContainEqual([pay.status, voiding.status, final]);
});

test('update and send racing on twenty drafts never open one that send\'s rules would refuse (issue 36)', async () => {
  // An XRechnung customer: send refuses a draft without buyer_reference (BR-DE-15).
  await s.store.setSellerProfile('alice', eInvoicingSeller);
  const customer = await s.customer(s.alice, { e_invoice_format: 'xrechnung-ubl', electronic_address: { scheme: '0204', value: '04011000-12345-67' } });
  const drafts = [];
  for (let i = 0; i < 20; i += 1) drafts.push(await s.invoice(s.alice, { customer_id: customer.id, buyer_reference: '04011000-12345-67', lines: [line(1_000, { tax_rate: 19 })] }));
  // The update leaves a little after the send, by a different delay for each draft, so that some
  // arrive while send is between its first read and its write.
  const later = <T>(ms: number, start: () => PromiseLike<T>) => new Promise<T>((resolve, reject) => setTimeout(() => start().then(resolve, reject), ms));
  const answers = await Promise.all(drafts.flatMap((draft, i) => [
    s.as(s.alice).post(`/invoices/${draft.id}/send`, { delivery: 'none' }),
    later(i % 10, () => s.as(s.alice).patch(`/invoices/${draft.id}`, { buyer_reference: null })),
  ]));
  expect(answers.filter((a) => ![200, 202, 409, 422].includes(a.status)).map((a) => [a.status, a.body])).toEqual([]);
  // Serialized, an update that succeeded came before the send, which then refused the draft.
  const outcomes = drafts.map((_, i) => [answers[2 * i]!.status, answers[2 * i + 1]!.status]);
  expect(outcomes.filter(([send, update]) => send === 202 && update === 200)).toEqual([]);
  const rows = s.rows('invoices') as Array<{ status: string; buyer_reference: string | null }>;
  expect(rows.filter((r) => r.status === 'open' && r.buyer_reference === null)).toEqual([]);
  // Every draft either was sent as it stood when send decided, or lost its reference and stayed a draft.
  expect(rows.every((r) => (r.status === 'open') !== (r.buyer_reference === null))).toBe(true);
}, 60_000);

describe('twenty-way races on one invoice leave the database in one legal state (issue 36)', () => {
  const eur = (amount: number) => ({ amount, currency: 'EUR' });
  const creditLines = (amount: number) => [{ description: 'Refund', quantity: 1, unit_price: eur(amount), tax_rate: 0 }];

  async function openInvoice(amount = 10_000): Promise<string> {
    const invoice = await s.invoice(s.alice, { lines: [line(amount, { tax_rate: 0 })] });
    expect((await s.as(s.alice).post(`/invoices/${invoice.id}/send`, { delivery: 'none' })).status).toBe(202);
    return invoice.id;
  }
  const invoiceRow = (id: string) => (s.rows('invoices') as Array<Record<string, unknown>>).find((r) => r.id === id)!;

  test('update and void: every draft ends void, with the update kept exactly when it was answered 200', async () => {
    const drafts = [];
    for (let i = 0; i < 20; i += 1) drafts.push(await s.invoice(s.alice, { notes: 'before' }));
    const answers = await Promise.all(drafts.flatMap((draft) => [
      s.as(s.alice).patch(`/invoices/${draft.id}`, { notes: 'after' }),
      s.as(s.alice).delete(`/invoices/${draft.id}`),
    ]));
    drafts.forEach((draft, i) => {
      const [update, voiding] = [answers[2 * i]!.status, answers[2 * i + 1]!.status];
      expect({ update: [200, 409].includes(update), voiding }).toEqual({ update: true, voiding: 204 });
      expect(invoiceRow(draft.id)).toMatchObject({ status: 'void', notes: update === 200 ? 'after' : 'before' });
    });
  }, 60_000);

  test('twenty payments of 60% of one invoice: one is taken, the invoice stays open, nothing is paid twice', async () => {
    const id = await openInvoice();
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.as(s.alice).post(`/invoices/${id}/payments`, { amount: eur(6_000) })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 422 && a.body.error.param === 'amount')).toBe(true);
    const invoice = (await s.as(s.alice).get(`/invoices/${id}`)).body;
    expect({ status: invoice.status, payments: invoice.payments.length, paid: invoice.amount_paid.amount }).toEqual({ status: 'open', payments: 1, paid: 6_000 });
  }, 60_000);

  test('twenty credit notes of 60% of one invoice: one is issued, and no more is credited than the invoice holds', async () => {
    const id = await openInvoice();
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.as(s.alice).post(`/invoices/${id}/credit_notes`, { lines: creditLines(6_000), reason: 'other' })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 422 && a.body.error.param === 'lines')).toBe(true);
    expect(s.rows('credit_notes')).toHaveLength(1);
    expect(invoiceRow(id)).toMatchObject({ amount_credited: 6_000 });
  }, 60_000);

  test('send and customer delete: twenty sends racing with twenty deletes of their customer all succeed, each invoice frozen with the customer once', async () => {
    const customer = await s.customer(s.alice, { name: 'Leaving Ltd' });
    const drafts: Array<{ id: string }> = [];
    for (let i = 0; i < 20; i += 1) drafts.push(await s.invoice(s.alice, { customer_id: customer.id }));
    const answers = await Promise.all(drafts.flatMap((draft) => [
      s.as(s.alice).post(`/invoices/${draft.id}/send`),
      s.as(s.alice).delete(`/customers/${customer.id}`),
    ]));
    // Invoices of a deleted customer stay as they are (D40): a send before or after the delete opens its draft.
    expect(answers.map((a) => a.status)).toEqual(drafts.flatMap(() => [202, 204]));
    const rows = (s.rows('invoices') as Array<{ id: string; status: string; number: string | null; customer_json: string | null }>)
      .filter((r) => drafts.some((d) => d.id === r.id));
    expect(rows.every((r) => r.status === 'open' && r.customer_json !== null && JSON.parse(r.customer_json).name === 'Leaving Ltd')).toBe(true);
    expect(new Set(rows.map((r) => r.number)).size).toBe(20);
    expect(s.rows('outbox')).toHaveLength(20);
    const events = s.rows('events') as Array<{ type: string; object_id: string }>;
    expect(events.filter((e) => e.type === 'customer.deleted' && e.object_id === customer.id)).toHaveLength(1);
    expect(events.filter((e) => e.type === 'invoice.sent')).toHaveLength(20);
    expect((s.rows('customers') as Array<{ id: string; deleted_at: string | null }>).find((c) => c.id === customer.id)!.deleted_at).not.toBeNull();
  }, 60_000);

  test('pay and credit on twenty invoices: each ends paid, with one payment or one credit note at most each, and one of them taken', async () => {
    const ids = [];
    for (let i = 0; i < 20; i += 1) ids.push(await openInvoice());
    const answers = await Promise.all(ids.flatMap((id) => [
      s.as(s.alice).post(`/invoices/${id}/pay`),
      s.as(s.alice).post(`/invoices/${id}/credit_notes`, { lines: creditLines(10_000), reason: 'other' }),
    ]));
    for (const [i, id] of ids.entries()) {
      const [pay, credit] = [answers[2 * i]!.status, answers[2 * i + 1]!.status];
      const row = invoiceRow(id);
      const { payments } = (await s.as(s.alice).get(`/invoices/${id}`)).body;
      const notes = (s.rows('credit_notes') as Array<{ invoice_id: string }>).filter((n) => n.invoice_id === id);
      // A credit note on a paid invoice is a refund and may follow the payment; a payment never follows a full credit.
      expect({ status: row.status, payments: payments.length === (pay === 200 ? 1 : 0), notes: notes.length === (credit === 201 ? 1 : 0), taken: pay === 200 || credit === 201 })
        .toEqual({ status: 'paid', payments: true, notes: true, taken: true });
    }
  }, 60_000);
});
