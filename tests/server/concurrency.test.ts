// Requests that race on one invoice leave it in one legal state, with at most one e-mail.
import { startService, type TestService } from '../helpers/service.js';

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
