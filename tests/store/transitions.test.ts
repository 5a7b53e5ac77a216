// The Store contract for state changes, on every engine: a change and its outbox row are
// one transaction (D12), voiding is idempotent (D8), and racing changes leave one legal state.
import { engines } from '../helpers/engines.js';
import { at, outboxRecord, useWorld } from './fixtures.js';
import type { Transition } from '../../server/store/store.js';

describe.each(engines)('%s store: transitions', (engine) => {
  const world = useWorld(engine);

  test('sending a draft opens it and writes its outbox row in the same transaction', async () => {
    const { store, alice } = world();
    const invoice = await world().draft();
    const message = outboxRecord(invoice, { to: ['a@x.example'], cc: ['b@x.example'], message: 'Hello', createdAt: at(5) });
    const outcome = await store.transition(alice.id, invoice.id, { from: ['draft'], to: 'open', outbox: message, at: at(5) });
    expect(outcome).toEqual({ kind: 'changed', invoice: { ...invoice, status: 'open', updatedAt: at(5) } });
    expect(await store.listOutbox(alice.id)).toEqual([message]);
    expect(await store.countPendingOutbox()).toBe(1);
  });

  test('a transition from a state it does not allow is a conflict with the invoice, and writes nothing', async () => {
    const { store, alice } = world();
    const { invoice } = await world().sent();
    const outcome = await store.transition(alice.id, invoice.id, { from: ['draft'], to: 'open', outbox: outboxRecord(invoice), at: at(9) });
    expect(outcome).toEqual({ kind: 'conflict', invoice: { ...invoice, status: 'open' } });
    expect(await store.listOutbox(alice.id)).toHaveLength(1);
  });

  test('voiding a void invoice is unchanged, voiding a paid one a conflict, and a foreign or missing one not_found', async () => {
    const { store, alice, bob } = world();
    const voiding: Transition = { from: ['draft', 'open'], to: 'void', idempotent: true, at: at(3) };
    const draft = await world().draft();
    expect(await store.transition(alice.id, draft.id, voiding)).toMatchObject({ kind: 'changed', invoice: { status: 'void' } });
    expect(await store.transition(alice.id, draft.id, { ...voiding, at: at(4) })).toEqual({ kind: 'unchanged', invoice: { ...draft, status: 'void', updatedAt: at(3) } });
    const { invoice: paid } = await world().sent();
    expect(await store.transition(alice.id, paid.id, { from: ['open'], to: 'paid', at: at(5) })).toMatchObject({ kind: 'changed', invoice: { status: 'paid' } });
    expect(await store.transition(alice.id, paid.id, voiding)).toMatchObject({ kind: 'conflict', invoice: { status: 'paid' } });
    expect(await store.transition(bob.id, paid.id, voiding)).toEqual({ kind: 'not_found' });
    expect(await store.transition(alice.id, 'inv_unknown', voiding)).toEqual({ kind: 'not_found' });
  });

  test('a change whose outbox row cannot be written is rolled back whole, as a conflict', async () => {
    const { store, alice } = world();
    const { invoice } = await world().sent();
    // The outbox holds one message per invoice: a second one for the same invoice breaks a unique key.
    const failing = store.transition(alice.id, invoice.id, { from: ['open'], to: 'paid', outbox: outboxRecord(invoice), at: at(7) });
    await expect(failing).rejects.toMatchObject({ name: 'StoreError', kind: 'conflict' });
    expect(await store.getInvoice(alice.id, invoice.id)).toMatchObject({ status: 'open' });
    expect(await store.listOutbox(alice.id)).toHaveLength(1);
  });

  test('send, pay and void racing on one invoice from two stores leave one legal state and at most one outbox row', async () => {
    const { store, alice, db } = world();
    const other = await db.open();
    for (let round = 0; round < 8; round += 1) {
      const invoice = await world().draft();
      const [first, second] = round % 2 ? [store, other] : [other, store];
      const [sendA, voiding, pay, sendB] = await Promise.all([
        first.transition(alice.id, invoice.id, { from: ['draft'], to: 'open', outbox: outboxRecord(invoice), at: at(1) }),
        second.transition(alice.id, invoice.id, { from: ['draft', 'open'], to: 'void', idempotent: true, at: at(3) }),
        first.transition(alice.id, invoice.id, { from: ['open'], to: 'paid', at: at(2) }),
        second.transition(alice.id, invoice.id, { from: ['draft'], to: 'open', outbox: outboxRecord(invoice), at: at(1) }),
      ]);
      const sends = [sendA, sendB].filter((o) => o.kind === 'changed').length;
      const final = (await store.getInvoice(alice.id, invoice.id))!.status;
      expect(sends).toBeLessThanOrEqual(1);
      expect((await store.listOutbox(alice.id)).filter((m) => m.invoiceId === invoice.id)).toHaveLength(sends);
      // Voiding always runs unless the invoice got paid first; paying needs a send before it.
      if (final === 'paid') {
        expect([sends, pay.kind, voiding.kind]).toEqual([1, 'changed', 'conflict']);
      } else {
        expect([final, voiding.kind, pay.kind]).toEqual(['void', 'changed', 'conflict']);
      }
    }
  });
});
