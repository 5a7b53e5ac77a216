// The `folio` command on PostgreSQL: keys, mail delivery and serve take --db postgres://...
// or DATABASE_URL, keep the environment guard, and fail in one line when they cannot start.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openStore } from '../../server/store/open.js';
import { createTestSchema, type TestSchema } from '../helpers/postgres.js';
import { startSmtpServer } from '../helpers/smtp.js';
import { folioArgs } from '../helpers/run-folio.js';
import { customerDefaults, draftDefaults } from '../../server/domain/records.js';

const run = promisify(execFile);

async function folio(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const cwd = mkdtempSync(join(tmpdir(), 'folio-pg-cli-'));
  const clean = { ...process.env, DATABASE_URL: undefined, FOLIO_SECRET: undefined, SMTP_URL: undefined, ...env };
  try {
    const { stdout, stderr } = await run(process.execPath, folioArgs(args), { cwd, env: clean });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let schema: TestSchema;
beforeEach(async () => {
  schema = await createTestSchema('cli');
});
afterEach(async () => {
  await schema.drop();
});

test('keys create takes --db postgres://..., keys revoke takes DATABASE_URL, and both write to PostgreSQL', async () => {
  const created = await folio(['keys', 'create', '--account', 'acme', '--db', schema.url]);
  expect(created).toMatchObject({ code: 0, stderr: '' });
  expect(created.stdout).toMatch(/^sk_test_[0-9A-Za-z]{32}\n$/);
  const key = created.stdout.trim();
  const revoked = await folio(['keys', 'revoke', key], { DATABASE_URL: schema.url });
  expect(revoked).toMatchObject({ code: 0, stdout: `Revoked ${key.slice(0, 8)}…${key.slice(-4)}.\n` });
  const rows = await schema.query<{ name: string; revoked: boolean }>('SELECT a.name, k.revoked_at IS NOT NULL AS revoked FROM api_keys k JOIN accounts a ON a.id = k.account_id');
  expect(rows).toEqual([{ name: 'acme', revoked: true }]);
}, 30_000);

test('a sandbox database refuses production keys in one line', async () => {
  expect((await folio(['keys', 'create', '--account', 'acme', '--db', schema.url])).code).toBe(0);
  const refused = await folio(['keys', 'create', '--account', 'acme', '--env', 'production', '--db', schema.url]);
  expect(refused.code).not.toBe(0);
  expect(refused.stderr).toBe('folio: This database belongs to the sandbox environment and cannot serve production.\n');
}, 30_000);

test('serve on PostgreSQL without FOLIO_SECRET refuses to start with one line and status 2, a setting missing', async () => {
  const result = await folio(['serve', '--port', '0'], { DATABASE_URL: schema.url });
  expect(result.code).toBe(2);
  expect(result.stderr).toBe("error: env 'FOLIO_SECRET' is required on PostgreSQL: set the same secret of at least 32 bytes in every process that shares the database.\n");
}, 30_000);

test('webhooks deliver on PostgreSQL without FOLIO_SECRET refuses with one line and status 2: it could not unseal the signing secrets', async () => {
  const result = await folio(['webhooks', 'deliver', '--once'], { DATABASE_URL: schema.url });
  expect(result.code).toBe(2);
  expect(result.stderr).toBe("error: env 'FOLIO_SECRET' is required on PostgreSQL: set the secret that the folio serve processes sharing the database use.\n");
}, 30_000);

test('a database that cannot be reached is a one-line error that hides the password', async () => {
  const result = await folio(['keys', 'create', '--account', 'acme', '--db', 'postgres://folio:s3cret@127.0.0.1:1/nowhere']);
  expect(result.code).not.toBe(0);
  expect(result.stderr).toMatch(/^folio: Cannot open the PostgreSQL database postgres:\/\/folio:\*\*\*@127\.0\.0\.1:1\/nowhere: .*ECONNREFUSED/);
  expect(result.stderr).not.toContain('s3cret');
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
}, 30_000);

test('mail deliver --once sends the outbox of a PostgreSQL database', async () => {
  const smtp = await startSmtpServer();
  try {
    const store = await openStore(schema.url, 'sandbox');
    const account = await store.ensureAccount('acme', new Date().toISOString());
    const now = new Date().toISOString();
    await store.transact((tx) => tx.insertCustomer({ id: 'cus_cli', accountId: account.id, name: 'Acme', email: 'ap@acme.example',
      address: { line1: '1 Road', line2: null, city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' }, taxId: null, ...customerDefaults, createdAt: now }));
    await store.transact((tx) => tx.insertInvoice({ id: 'inv_cli', accountId: account.id, customerId: 'cus_cli', number: null, status: 'draft', currency: 'EUR',
      lines: [{ description: 'Work', quantity: 1, unit_price: { amount: 1000, currency: 'EUR' } }], subtotal: 1000, tax: 0, total: 1000, amountCredited: 0,
      dueDate: '2030-01-01', notes: null, metadata: {}, ...draftDefaults, createdAt: now, updatedAt: now }));
    await store.transact(function* (tx) {
      yield* tx.updateInvoice('inv_cli', { status: 'open', updatedAt: now });
      yield* tx.insertOutbox({ id: 'msg_cli', accountId: account.id, invoiceId: 'inv_cli', to: ['ap@acme.example'], cc: [], message: null, status: 'pending',
        attempts: 0, createdAt: now, nextAttemptAt: null, lastError: null, sentAt: null });
    });
    await store.close();
    const result = await folio(['mail', 'deliver', '--once'], { DATABASE_URL: schema.url, SMTP_URL: smtp.url });
    expect(result).toMatchObject({ code: 0, stdout: 'sent 1, retrying 0, failed 0, still queued 0\n' });
    expect(smtp.messages.map((m) => m.messageId)).toEqual(['<msg_cli@folio.example>']);
  } finally {
    await smtp.close();
  }
}, 30_000);
