// Two processes on one database (D33, D54): the services of server/services/ run over two
// stores opened on the same database, as two `folio serve` processes would, on every engine.
// Racing sends take distinct numbers without a gap, racing credit notes never credit more than
// the invoice, a send that fails after taking its number gives it back, and send, pay and void
// racing on one invoice leave one legal state.
import { engines } from '../helpers/engines.js';
import { useWorld } from './fixtures.js';
import type { Store } from '../../server/store/store.js';
import type { Tx } from '../../server/store/tx.js';
import { sendInvoice } from '../../server/services/send-invoice.js';
import { payInvoice } from '../../server/services/pay-invoice.js';
import { voidInvoice } from '../../server/services/void-invoice.js';
import { issueCreditNote } from '../../server/services/issue-credit-note.js';

const now = new Date('2026-11-21T12:00:00.000Z');

function send(store: Store, accountId: string, invoiceId: string, tx?: (tx: Tx) => Tx) {
  return store.transact((base) => sendInvoice(tx ? tx(base) : base, {
    accountId, invoiceId, options: { delivery: 'email' }, requireSellerProfile: false, now, requestId: null,
  }));
}

describe.each(engines)('%s: services on two stores over one database', (engine) => {
  const world = useWorld(engine);

  test('50 sends racing from two stores get the numbers 1 to 50, each once, with one outbox row each', async () => {
    const { store, alice, db } = world();
    const other = await db.open();
    const drafts = [];
    for (let i = 0; i < 50; i += 1) drafts.push(await world().draft());
    const outcomes = await Promise.all(drafts.map((invoice, i) => send(i % 2 ? store : other, alice.id, invoice.id)));
    const numbers = outcomes.map((outcome) => (outcome.kind === 'changed' ? outcome.invoice.number : outcome.kind)).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `INV-${String(i + 1).padStart(4, '0')}`));
    expect(await store.listOutbox(alice.id)).toHaveLength(50);
    await other.close();
  }, 120_000);

  test('a send that fails after taking its number is rolled back whole and leaves no hole', async () => {
    const { store, alice } = world();
    const [failing, next] = [await world().draft(), await world().draft()];
    const fault = new Error('the event write failed');
    const failingEvents = (tx: Tx): Tx => new Proxy(tx, {
      get: (target, name) => (name === 'appendEvent' ? () => { throw fault; } : Reflect.get(target, name, target)),
    });
    await expect(send(store, alice.id, failing.id, failingEvents)).rejects.toBe(fault);
    expect(await store.getInvoice(alice.id, failing.id)).toMatchObject({ status: 'draft', number: null });
    expect(await store.listOutbox(alice.id)).toEqual([]);
    expect(await send(store, alice.id, next.id)).toMatchObject({ kind: 'changed', invoice: { number: 'INV-0001' } });
    expect(await send(store, alice.id, failing.id)).toMatchObject({ kind: 'changed', invoice: { number: 'INV-0002' } });
  });

  test('send, pay and void racing on one invoice from two stores leave one legal state and at most one outbox row', async () => {
    const { store, alice, db } = world();
    const other = await db.open();
    for (let round = 0; round < 8; round += 1) {
      const invoice = await world().draft();
      const [first, second] = round % 2 ? [store, other] : [other, store];
      const [sendA, voiding, pay, sendB] = await Promise.all([
        send(first, alice.id, invoice.id),
        second.transact((tx) => voidInvoice(tx, { accountId: alice.id, invoiceId: invoice.id, at: now.toISOString(), requestId: null })),
        first.transact((tx) => payInvoice(tx, { accountId: alice.id, invoiceId: invoice.id, now, requestId: null })),
        send(second, alice.id, invoice.id),
      ]);
      const sends = [sendA, sendB].filter((outcome) => outcome.kind === 'changed').length;
      const final = (await store.getInvoice(alice.id, invoice.id))!;
      expect(sends).toBeLessThanOrEqual(1);
      expect((await store.listOutbox(alice.id)).filter((message) => message.invoiceId === invoice.id)).toHaveLength(sends);
      if (final.status === 'paid') {
        expect([sends, pay.kind, voiding.kind]).toEqual([1, 'created', 'conflict']);
      } else {
        expect([final.status, voiding.kind, pay.kind]).toEqual(['void', 'changed', 'conflict']);
      }
    }
    await other.close();
  }, 120_000);

  test('credit notes racing on one invoice from two stores never credit more than its total, and are numbered without gaps', async () => {
    const { store, alice, db } = world();
    const other = await db.open();
    const invoice = await world().draft();
    await send(store, alice.id, invoice.id);
    const body = { lines: [{ description: 'Refund', quantity: 1, unit_price: { amount: 1000, currency: 'EUR' as const } }], reason: 'other' as const };
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? store : other).transact((tx) => issueCreditNote(tx, {
      accountId: alice.id, invoiceId: invoice.id, creditNoteId: `cn_race_${i}`, body, now, requestId: `req_${i}`,
    }))));
    const created = outcomes.filter((outcome) => outcome.kind === 'created');
    expect(created).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome.kind === 'exceeds')).toHaveLength(7);
    expect(created.map((outcome) => (outcome.kind === 'created' ? outcome.creditNote.number : '')).sort()).toEqual(['INV-CN-0001', 'INV-CN-0002', 'INV-CN-0003']);
    expect((await store.getInvoice(alice.id, invoice.id))!.amountCredited).toBe(3000);
    await other.close();
  }, 120_000);
});
