// The demo data `npm start` seeds into a new sandbox: an account, a customer and a test key.
// The key is kept in var/ so that later starts can print it again (the database has only its hash).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from './config.js';
import { issueApiKey } from './auth/issue-key.js';
import { newId } from './ids.js';
import type { Store } from './store/store.js';

export interface Demo {
  key: string;
  customerId: string;
}

export async function ensureDemo(store: Store, dataFolder: string, clock: Clock): Promise<Demo> {
  const file = join(dataFolder, `${store.environment}-demo.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Demo;
  const { key, account } = await issueApiKey(store, { account: 'demo', environment: store.environment, at: clock() });
  const customerId = newId('cus');
  await store.insertCustomer({
    id: customerId,
    accountId: account.id,
    name: 'Ada Lovelace Ltd',
    email: 'ada@example.com',
    address: { line1: '12 St James Square', line2: null, city: 'London', postal_code: 'SW1Y 4JH', country: 'GB' },
    taxId: 'GB123456789',
    createdAt: clock().toISOString(),
  });
  const demo = { key, customerId };
  writeFileSync(file, `${JSON.stringify(demo, null, 2)}\n`, { mode: 0o600 });
  return demo;
}
