// The Store contract for the outbox, on every engine (D12): due messages are claimed oldest
// first for a lease, another worker skips them while it lasts, two workers never claim one
// message at once, and each delivery attempt is counted and recorded.
import { engines } from '../helpers/engines.js';
import { at, useWorld } from './fixtures.js';

const lease = (owner: string, untilSeconds: number) => ({ owner, until: at(untilSeconds) });

describe.each(engines)('%s store: outbox', (engine) => {
  const world = useWorld(engine);

  test('claims due pending messages oldest first, up to the limit, and none before its next attempt', async () => {
    const { store } = world();
    const { message: third } = await world().sent({ createdAt: at(3) });
    const { message: first } = await world().sent({ createdAt: at(1) });
    const { message: second } = await world().sent({ createdAt: at(2) });
    await store.recordDelivery(second.id, { status: 'pending', error: '451 busy', nextAttemptAt: at(100) });
    const claimed = await store.claimDueOutbox(at(10), 1, lease('w1', 70));
    expect(claimed.map((m) => m.id)).toEqual([first.id]);
    expect((await store.claimDueOutbox(at(10), 5, lease('w1', 70))).map((m) => m.id)).toEqual([first.id, third.id]);
    expect((await store.claimDueOutbox(at(100), 5, lease('w1', 160))).map((m) => m.id)).toEqual([first.id, second.id, third.id]);
    expect(claimed[0]).toEqual(first);
  });

  test('a claimed message is skipped by another worker until the lease ends, but never by its owner', async () => {
    const { store } = world();
    const { message } = await world().sent();
    expect(await store.claimDueOutbox(at(10), 5, lease('w1', 70))).toHaveLength(1);
    expect(await store.claimDueOutbox(at(20), 5, lease('w2', 80))).toEqual([]);
    expect((await store.claimDueOutbox(at(20), 5, lease('w1', 80))).map((m) => m.id)).toEqual([message.id]);
    // w1's renewed lease runs to 80; at 80 it has run out and w2 may take the message over.
    expect(await store.claimDueOutbox(at(79), 5, lease('w2', 139))).toEqual([]);
    expect((await store.claimDueOutbox(at(80), 5, lease('w2', 140))).map((m) => m.id)).toEqual([message.id]);
    expect(await store.claimDueOutbox(at(81), 5, lease('w1', 141))).toEqual([]);
  });

  test('recordDelivery counts each attempt, records retry, failure and success, and releases the claim', async () => {
    const { store, alice } = world();
    const { message: retried } = await world().sent();
    const { message: failed } = await world().sent({ createdAt: at(1) });
    await store.claimDueOutbox(at(10), 5, lease('w1', 70));
    await store.recordDelivery(retried.id, { status: 'pending', error: '451 busy', nextAttemptAt: at(40) });
    await store.recordDelivery(failed.id, { status: 'failed', error: '550 no such user' });
    expect(await store.listOutbox(alice.id)).toEqual([
      { ...retried, attempts: 1, lastError: '451 busy', nextAttemptAt: at(40) },
      { ...failed, status: 'failed', attempts: 1, lastError: '550 no such user' },
    ]);
    expect(await store.countPendingOutbox()).toBe(1);
    // Released: another worker takes the retry when it is due, before w1's lease would have ended.
    expect((await store.claimDueOutbox(at(40), 5, lease('w2', 100))).map((m) => m.id)).toEqual([retried.id]);
    await store.recordDelivery(retried.id, { status: 'sent', at: at(41) });
    expect((await store.listOutbox(alice.id))[0]).toEqual({ ...retried, status: 'sent', attempts: 2, lastError: null, sentAt: at(41) });
    expect(await store.countPendingOutbox()).toBe(0);
    expect(await store.claimDueOutbox(at(10_000), 5, lease('w3', 10_060))).toEqual([]);
    // A result for a message that is no longer pending changes nothing.
    await store.recordDelivery(retried.id, { status: 'failed', error: 'late' });
    expect((await store.listOutbox(alice.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  test('two workers on two stores claiming at once never get the same message', async () => {
    const { store, db } = world();
    const other = await db.open();
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) ids.push((await world().sent({ createdAt: at(i) })).message.id);
    const seen: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      const [a, b] = await Promise.all([
        store.claimDueOutbox(at(100), 2, lease('w1', 160)),
        other.claimDueOutbox(at(100), 2, lease('w2', 160)),
      ]);
      const mine = new Set(a.map((m) => m.id));
      expect(b.filter((m) => mine.has(m.id))).toEqual([]);
      for (const m of [...a, ...b]) await (m.id.length % 2 ? store : other).recordDelivery(m.id, { status: 'sent', at: at(101) });
      seen.push(...a.map((m) => m.id), ...b.map((m) => m.id));
    }
    expect(seen.sort()).toEqual([...new Set(seen)].sort());
    expect(seen).toHaveLength(12);
    expect(new Set(seen)).toEqual(new Set(ids));
  });
});
