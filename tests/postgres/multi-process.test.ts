// Two `folio serve` processes on one PostgreSQL database (D16), raced for real: idempotent
// creates with one key (D9), send, pay and void on one invoice (D7, D8, D12), and the two
// delivery workers sharing one outbox (each message sent once).
import { issueApiKey } from '../../server/auth/issue-key.js';
import { openStore } from '../../server/store/open.js';
import { startChildServer, type ChildServer } from '../helpers/child-server.js';
import { createTestSchema, type TestSchema } from '../helpers/postgres.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { customerDefaults } from '../../server/domain/records.js';

let schema: TestSchema;
let smtp: TestSmtpServer;
let servers: ChildServer[] = [];
let key: string;
const customerId = 'cus_multiprocess000000';

beforeAll(async () => {
  schema = await createTestSchema('multi');
  smtp = await startSmtpServer();
  const store = await openStore(schema.url, 'sandbox');
  const issued = await issueApiKey(store, { account: 'racer', environment: 'sandbox', at: new Date() });
  key = issued.key;
  await store.transact((tx) => tx.insertCustomer({
    id: customerId, accountId: issued.account.id, name: 'Race Ltd', email: 'ap@race.example',
    address: { line1: '1 Road', line2: null, city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' }, taxId: null, ...customerDefaults, createdAt: new Date().toISOString(),
  }));
  await store.close();
  // Both processes start on the migrated database at once, and poll the outbox often.
  servers = await Promise.all([0, 1].map(() => startChildServer(schema.url, { SMTP_URL: smtp.url, FOLIO_MAIL_POLL_MS: '50' })));
}, 60_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await smtp?.close();
  await schema?.drop();
});

const headers = (idempotencyKey?: string) => ({
  Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
});

async function call(server: ChildServer, method: string, path: string, options: { body?: unknown; idempotencyKey?: string } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method, headers: headers(options.idempotencyKey), body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), text: await res.text() };
}

const invoiceBody = (amount: number) => ({ customer_id: customerId, lines: [{ description: 'Work', quantity: 1, unit_price: { amount, currency: 'EUR' } }] });

async function draft(server: ChildServer, amount = 1000): Promise<string> {
  const res = await call(server, 'POST', '/invoices', { body: invoiceBody(amount) });
  expect(res.status).toBe(201);
  return (JSON.parse(res.text) as { id: string }).id;
}

test('creates racing with one Idempotency-Key on two processes all get 201 with the first body, and make one invoice', async () => {
  const [a, b] = servers as [ChildServer, ChildServer];
  const count = async () => Number((await schema.query<{ n: string }>('SELECT count(*) AS n FROM invoices'))[0]!.n);
  const before = await count();
  for (let round = 0; round < 12; round += 1) {
    const idempotencyKey = `race-${round}`;
    const body = invoiceBody(100 + round);
    const answers = await Promise.all([a, b, a, b, a, b].map((server) => call(server, 'POST', '/invoices', { body, idempotencyKey })));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((r) => r.text)).size).toBe(1);
    expect(answers.filter((r) => r.replayed === 'true')).toHaveLength(5);
    const rows = await schema.query<{ response_body: string }>('SELECT response_body FROM idempotent_responses WHERE key = $1', [idempotencyKey]);
    expect(rows.map((row) => (JSON.parse(row.response_body) as { id: string }).id)).toEqual([(JSON.parse(answers[0]!.text) as { id: string }).id]);
  }
  expect(await count()).toBe(before + 12);
}, 60_000);

test('send, pay and void racing on one invoice across two processes leave one legal state and at most one e-mail', async () => {
  const [a, b] = servers as [ChildServer, ChildServer];
  for (let round = 0; round < 10; round += 1) {
    const id = await draft(a);
    const [first, second] = round % 2 ? [a, b] : [b, a];
    const [sendA, voiding, pay, sendB] = await Promise.all([
      call(first, 'POST', `/invoices/${id}/send`),
      call(second, 'DELETE', `/invoices/${id}`),
      call(first, 'POST', `/invoices/${id}/pay`),
      call(second, 'POST', `/invoices/${id}/send`),
    ]);
    const sends = [sendA, sendB].filter((r) => r.status === 202).length;
    for (const r of [sendA, sendB]) expect([202, 409]).toContain(r.status);
    const final = (JSON.parse((await call(a, 'GET', `/invoices/${id}`)).text) as { status: string }).status;
    const outbox = await schema.query('SELECT id FROM outbox WHERE invoice_id = $1', [id]);
    expect(sends).toBeLessThanOrEqual(1);
    expect(outbox).toHaveLength(sends);
    if (final === 'paid') {
      expect([sends, pay.status, voiding.status]).toEqual([1, 200, 409]);
    } else {
      expect([final, voiding.status, pay.status]).toEqual(['void', 204, 409]);
    }
  }
}, 60_000);

test('the delivery workers of both processes send every message once', async () => {
  const [a, b] = servers as [ChildServer, ChildServer];
  const invoiceIds: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    const id = await draft(a, 500 + i);
    expect((await call(i % 2 ? a : b, 'POST', `/invoices/${id}/send`)).status).toBe(202);
    invoiceIds.push(id);
  }
  // Only this test's messages: the race above voids invoices, and a void cancels or races their mail (D8).
  const ours = () => schema.query<{ id: string; status: string; attempts: number; claimed_by: string }>(
    'SELECT id, status, attempts, claimed_by FROM outbox WHERE invoice_id = ANY($1)', [invoiceIds]);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const unsent = (await ours()).filter((row) => row.status !== 'sent').length;
    if (unsent === 0) break;
    if (Date.now() > deadline) throw new Error(`${unsent} messages still unsent after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const outbox = await ours();
  expect(outbox).toHaveLength(40);
  expect(outbox.every((row) => row.attempts === 1)).toBe(true);
  const expected = new Set(outbox.map((row) => `<${row.id}@folio.example>`));
  const delivered = smtp.messages.map((m) => m.messageId).filter((id) => expected.has(id!)).sort();
  expect(delivered).toEqual([...expected].sort());
  // Both workers took part: each row names the worker that last claimed it.
  expect(new Set(outbox.map((row) => row.claimed_by.split('/')[1])).size).toBe(2);
}, 60_000);
