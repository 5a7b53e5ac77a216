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
  expect(answers.every((a) => [200, 202, 409, 422].includes(a.status))).toBe(true);
  // Serialized, an update that succeeded came before the send, which then refused the draft.
  const outcomes = drafts.map((_, i) => [answers[2 * i]!.status, answers[2 * i + 1]!.status]);
  expect(outcomes.filter(([send, update]) => send === 202 && update === 200)).toEqual([]);
  const rows = s.rows('invoices') as Array<{ status: string; buyer_reference: string | null }>;
  expect(rows.filter((r) => r.status === 'open' && r.buyer_reference === null)).toEqual([]);
  // Every draft either was sent as it stood when send decided, or lost its reference and stayed a draft.
  expect(rows.every((r) => (r.status === 'open') !== (r.buyer_reference === null))).toBe(true);
}, 60_000);
