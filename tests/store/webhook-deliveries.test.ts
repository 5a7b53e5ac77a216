// The Store contract for events and webhook deliveries, on every engine (D30, D32): an event
// is written with one delivery per enabled, subscribed endpoint, in the transaction of its
// change; due deliveries are claimed for a lease; two workers on two stores never claim one
// delivery at once; a failed change leaves neither event nor delivery.
import { invoiceEvent } from '../../server/events/event-factory.js';
import { createWebhookEndpoint } from '../../server/services/webhook-endpoints/create.js';
import type { WebhookEndpointRecord } from '../../server/store/event-store.js';
import { engines } from '../helpers/engines.js';
import { at, customerRecord, useWorld } from './fixtures.js';

const lease = (owner: string, untilSeconds: number) => ({ owner, until: at(untilSeconds) });

function endpointRecord(accountId: string, overrides: Partial<WebhookEndpointRecord> = {}): WebhookEndpointRecord {
  return {
    id: `we_${Math.random().toString(36).slice(2)}`, accountId, url: 'http://127.0.0.1:9/hook', enabledEvents: ['*'], description: null,
    disabled: false, secretSealed: 'sealed', previousSecretSealed: null, previousSecretUntil: null, createdAt: at(), ...overrides,
  };
}

describe.each(engines)('%s store: events and webhook deliveries', (engine) => {
  const world = useWorld(engine);

  test('an event gets one pending delivery per enabled endpoint that subscribed to its type', async () => {
    const { store, alice, bob } = world();
    const all = endpointRecord(alice.id);
    const paidOnly = endpointRecord(alice.id, { enabledEvents: ['invoice.paid'] });
    const disabled = endpointRecord(alice.id, { disabled: true });
    const bobs = endpointRecord(bob.id);
    for (const e of [all, paidOnly, disabled, bobs]) await store.transact((tx) => tx.insertEndpoint(e));
    const invoice = await world().draft();
    const event = invoiceEvent('invoice.created', invoice, at(1), 'req_1');
    await store.transact((tx) => tx.appendEvent(event));
    expect((await store.listEventDeliveries(event.id)).map((d) => d.endpointId)).toEqual([all.id]);
    expect(await store.getEvent(alice.id, event.id)).toEqual(event);
    expect(await store.getEvent(bob.id, event.id)).toBeUndefined();
  });

  test('a change that fails writes no event and no delivery', async () => {
    const { store, alice, db } = world();
    await store.transact((tx) => tx.insertEndpoint(endpointRecord(alice.id)));
    const customer = customerRecord(alice.id);
    const event = { id: 'evt_dup', accountId: alice.id, type: 'customer.created' as const, objectId: customer.id, requestId: null, object: {} as never, createdAt: at() };
    await store.transact(function* (tx) { yield* tx.insertCustomer(customer); yield* tx.appendEvent(event); });
    await expect(store.transact(function* (tx) { yield* tx.insertCustomer(customerRecord(alice.id, { id: customer.id })); yield* tx.appendEvent({ ...event, id: 'evt_other' }); })).rejects.toMatchObject({ name: 'StoreError', kind: 'conflict' });
    expect(await db.count('events')).toBe(1);
    expect(await db.count('webhook_deliveries')).toBe(1);
  });

  test('the endpoint limit holds: the insert past it is limit_reached and writes nothing', async () => {
    const { store, alice, db } = world();
    const create = () => store.transact((tx) => createWebhookEndpoint(tx, { endpoint: endpointRecord(alice.id), limit: 2 }));
    for (let i = 0; i < 2; i += 1) expect(await create()).toEqual({ kind: 'created' });
    expect(await create()).toEqual({ kind: 'limit_reached' });
    expect(await db.count('webhook_endpoints')).toBe(2);
  });

  test('a claimed delivery is skipped by another worker until its lease ends, and an attempt releases it', async () => {
    const { store, alice } = world();
    await store.transact((tx) => tx.insertEndpoint(endpointRecord(alice.id)));
    const customer = customerRecord(alice.id);
    await store.transact(function* (tx) { yield* tx.insertCustomer(customer); yield* tx.appendEvent({ id: 'evt_1', accountId: alice.id, type: 'customer.created', objectId: customer.id, requestId: null, object: {} as never, createdAt: at() }); });
    const [claimed] = await store.claimDueDeliveries(at(1), 5, lease('w1', 60));
    expect(claimed!.event.id).toBe('evt_1');
    expect(await store.claimDueDeliveries(at(2), 5, lease('w2', 62))).toEqual([]);
    await store.recordWebhookAttempt(claimed!.delivery.id, { status: 'pending', nextAttemptAt: at(10), statusCode: 500, error: 'The endpoint answered 500.', response: 'no' });
    expect(await store.claimDueDeliveries(at(9), 5, lease('w2', 69))).toEqual([]);
    expect((await store.claimDueDeliveries(at(10), 5, lease('w2', 70))).map((c) => c.delivery.attempts)).toEqual([1]);
    expect(await store.countPendingDeliveries()).toBe(1);
  });

  test('two workers on two stores claiming at once never get the same delivery', async () => {
    const { store, alice, db } = world();
    const other = await db.open();
    await store.transact((tx) => tx.insertEndpoint(endpointRecord(alice.id)));
    for (let i = 0; i < 12; i += 1) {
      const customer = customerRecord(alice.id, { createdAt: at(i) });
      await store.transact(function* (tx) { yield* tx.insertCustomer(customer); yield* tx.appendEvent({ id: `evt_${i}`, accountId: alice.id, type: 'customer.created', objectId: customer.id, requestId: null, object: {} as never, createdAt: at(i) }); });
    }
    const seen: string[] = [];
    // A worker's own claims never block it, so each round is claimed by two new workers.
    for (let round = 0; round < 4; round += 1) {
      const [a, b] = await Promise.all([
        store.claimDueDeliveries(at(100), 2, lease(`a${round}`, 160)),
        other.claimDueDeliveries(at(100), 2, lease(`b${round}`, 160)),
      ]);
      const mine = new Set(a.map((c) => c.delivery.id));
      expect(b.filter((c) => mine.has(c.delivery.id))).toEqual([]);
      seen.push(...a.map((c) => c.delivery.id), ...b.map((c) => c.delivery.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(12);
    expect(await store.claimDueDeliveries(at(100), 5, lease('c', 160))).toEqual([]);
  });
});
