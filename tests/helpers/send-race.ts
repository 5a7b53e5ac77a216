// Invoice numbers under real concurrency (D33): drafts made through one `folio serve`, then
// sent all at once through several processes sharing one database, on either engine.
import { issueApiKey } from '../../server/auth/issue-key.js';
import type { Store } from '../../server/store/store.js';
import type { ChildServer } from './child-server.js';
import { customerDefaults } from '../../server/domain/records.js';

/** Gives a fresh database the account "numbers", its key and one customer, then closes the store. */
export async function seedNumbersAccount(store: Store): Promise<{ key: string; customerId: string }> {
  const { key, account } = await issueApiKey(store, { account: 'numbers', environment: 'sandbox', at: new Date() });
  const customerId = 'cus_numbers00000000000';
  await store.transact((tx) => tx.insertCustomer({
    id: customerId, accountId: account.id, name: 'Count Ltd', email: 'ap@count.example',
    address: { line1: '1 Road', line2: null, city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' }, taxId: null, ...customerDefaults, createdAt: new Date().toISOString(),
  }));
  await store.close();
  return { key, customerId };
}

async function post(server: ChildServer, key: string, path: string, body?: unknown): Promise<{ status: number; body: { id: string; number: string | null } }> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() as { id: string; number: string | null } };
}

/** Makes `count` drafts, sends them all at once spread over `servers`, and returns each send's status and number. */
export async function raceSends(servers: ChildServer[], key: string, customerId: string, count: number): Promise<Array<{ status: number; number: string | null }>> {
  const drafts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = await post(servers[0]!, key, '/invoices', {
      customer_id: customerId, lines: [{ description: 'Work', quantity: 1, unit_price: { amount: 100 + i, currency: 'EUR' } }],
    });
    if (created.status !== 201) throw new Error(`draft ${i} answered ${created.status}`);
    drafts.push(created.body.id);
  }
  const sends = await Promise.all(drafts.map((id, i) => post(servers[i % servers.length]!, key, `/invoices/${id}/send`)));
  return sends.map((res) => ({ status: res.status, number: res.body.number }));
}

/** The numbers INV-0001 to INV-{count}, as a gapless series of `count` sends gives them. */
export const gapless = (count: number) => Array.from({ length: count }, (_, i) => `INV-${String(i + 1).padStart(4, '0')}`);
