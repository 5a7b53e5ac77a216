// `folio webhooks deliver --once` as an operator runs it: it makes the calls that are due on
// the database, signed with the secret sealed by FOLIO_SECRET, and prints what became of them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issueApiKey } from '../../server/auth/issue-key.js';
import { customerCreatedEvent } from '../../server/events/event-factory.js';
import { openSqliteStore } from '../../server/store/sqlite/sqlite.js';
import { runFolio } from '../helpers/run-folio.js';
import { seedEndpoint, startWebhookReceiver } from '../helpers/webhook-receiver.js';
import { Webhook } from 'standardwebhooks';
import { customerDefaults } from '../../server/domain/records.js';

const cliSecret = 'a-signing-secret-of-at-least-32-bytes';

test('webhooks deliver --once delivers the due events, verifiably signed, and prints a summary', async () => {
  const receiver = await startWebhookReceiver();
  const folder = mkdtempSync(join(tmpdir(), 'folio-cli-webhooks-'));
  const path = join(folder, 'sandbox.db');
  const store = openSqliteStore(path, 'sandbox');
  const { account } = await issueApiKey(store, { account: 'ops', environment: 'sandbox', at: new Date() });
  const { secret } = await seedEndpoint(store, account.id, receiver.url, cliSecret);
  const customer = { id: 'cus_clitestcustomer0000', accountId: account.id, name: 'Ops Ltd', email: 'ops@example.com',
    address: { line1: '1 Road', line2: null, city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' }, taxId: null, ...customerDefaults, createdAt: new Date().toISOString() };
  const event = customerCreatedEvent(customer, 'req_cli');
  await store.transact(function* (tx) { yield* tx.insertCustomer(customer); yield* tx.appendEvent(event); });
  await store.close();
  try {
    const result = await runFolio(['webhooks', 'deliver', '--once', '--db', path], { env: { FOLIO_SECRET: cliSecret } });
    expect(result).toMatchObject({ status: 0, stdout: 'delivered 1, retrying 0, failed 0, still pending 0\n' });
    expect(receiver.received).toHaveLength(1);
    expect(new Webhook(secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers as Record<string, string>)).toMatchObject({ id: event.id });
    const again = await runFolio(['webhooks', 'deliver', '--once', '--db', path], { env: { FOLIO_SECRET: cliSecret } });
    expect(again.stdout).toBe('delivered 0, retrying 0, failed 0, still pending 0\n');
  } finally {
    await receiver.close();
  }
}, 60_000);
