// The Store contract for accounts, API keys and customers, on every engine (D2, D11, D16).
import { revokeApiKey } from '../../server/services/api-keys/revoke.js';
import { StoreError } from '../../server/store/store-error.js';
import type { ApiKeyRecord, Store } from '../../server/store/store.js';
import { engines } from '../helpers/engines.js';
import { at, customerRecord, useWorld } from './fixtures.js';

const key = (accountId: string, overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord => ({
  id: `key_${Math.random().toString(36).slice(2)}`, accountId, environment: 'sandbox', hash: `hash-${Math.random()}`,
  label: 'sk_test_…abcd', createdAt: at(), expiresAt: null, revokedAt: null, ...overrides,
});

const insertKey = (store: Store, k: ApiKeyRecord) => store.transact((tx) => tx.insertApiKey(k));
const revoke = (store: Store, hash: string, when: string) => store.transact((tx) => revokeApiKey(tx, { hash, at: when }));

describe.each(engines)('%s store: accounts, keys and customers', (engine) => {
  const world = useWorld(engine);

  test('ensureAccount creates an account once and returns the first one on a repeat', async () => {
    const { store, alice } = world();
    expect(alice).toEqual({ id: expect.stringMatching(/^acct_/), name: 'alice', invoicePrefix: 'INV', seller: null, createdAt: at() });
    expect(await store.ensureAccount('alice', at(60))).toEqual(alice);
    expect(await world().db.count('accounts')).toBe(2);
  });

  test('getAccount finds an account by id, and nothing for an unknown id', async () => {
    const { store, bob } = world();
    expect(await store.getAccount(bob.id)).toEqual(bob);
    expect(await store.getAccount('acct_unknown')).toBeUndefined();
  });

  test('an API key round-trips with every field and is found by its hash', async () => {
    const { store, alice } = world();
    const plain = key(alice.id);
    const expiring = key(alice.id, { environment: 'sandbox', expiresAt: at(3600) });
    await insertKey(store, plain);
    await insertKey(store, expiring);
    expect(await store.findApiKey(plain.hash)).toEqual(plain);
    expect(await store.findApiKey(expiring.hash)).toEqual(expiring);
    expect(await store.findApiKey('no-such-hash')).toBeUndefined();
  });

  test('a second key with the same hash is refused as a conflict', async () => {
    const { store, alice, bob } = world();
    const first = key(alice.id);
    await insertKey(store, first);
    const refused = await insertKey(store, key(bob.id, { hash: first.hash })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreError);
    expect(refused).toMatchObject({ kind: 'conflict' });
    expect(await store.findApiKey(first.hash)).toEqual(first);
  });

  test('revoking a key keeps the time of the first revocation; an unknown key is not found', async () => {
    const { store, alice } = world();
    const k = key(alice.id);
    await insertKey(store, k);
    expect(await revoke(store, k.hash, at(10))).toEqual({ kind: 'revoked', key: { ...k, revokedAt: at(10) } });
    expect(await revoke(store, k.hash, at(20))).toEqual({ kind: 'revoked', key: { ...k, revokedAt: at(10) } });
    expect(await store.findApiKey(k.hash)).toEqual({ ...k, revokedAt: at(10) });
    expect(await revoke(store, 'no-such-hash', at(30))).toEqual({ kind: 'not_found' });
  });

  test('a customer round-trips with its address and tax id, and another account cannot see it', async () => {
    const { store, alice, bob, customer } = world();
    const withTaxId = customerRecord(alice.id, { taxId: 'DE123456789', address: { ...customer.address, line2: 'Hinterhaus' } });
    await store.transact((tx) => tx.insertCustomer(withTaxId));
    expect(await store.getCustomer(alice.id, customer.id)).toEqual(customer);
    expect(await store.getCustomer(alice.id, withTaxId.id)).toEqual(withTaxId);
    expect(await store.getCustomer(bob.id, customer.id)).toBeUndefined();
    expect(await store.getCustomer(alice.id, 'cus_unknown')).toBeUndefined();
  });

  test('customers list newest first, ties by id, in keyset pages that cover each once', async () => {
    const { store, alice, bob, customer } = world();
    const more = [
      customerRecord(alice.id, { id: 'cus_b', createdAt: at(5) }),
      customerRecord(alice.id, { id: 'cus_a', createdAt: at(5) }),
      customerRecord(alice.id, { id: 'cus_c', createdAt: at(9) }),
      customerRecord(bob.id, { id: 'cus_bob', createdAt: at(7) }),
    ];
    for (const c of more) await store.transact((tx) => tx.insertCustomer(c));
    const first = await store.listCustomers(alice.id, { limit: 2 });
    expect(first.items.map((c) => c.id)).toEqual(['cus_c', 'cus_b']);
    expect(first.hasMore).toBe(true);
    const last = first.items[1]!;
    const second = await store.listCustomers(alice.id, { limit: 2, after: { createdAt: last.createdAt, id: last.id } });
    expect(second.items.map((c) => c.id)).toEqual(['cus_a', customer.id]);
    expect(second.hasMore).toBe(false);
    expect(second.items[1]).toEqual(customer);
  });
});
