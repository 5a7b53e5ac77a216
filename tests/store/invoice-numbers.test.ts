// The Store contract for invoice numbers (D33), on every engine: a send takes the account's next
// number in its own transaction, so racing sends from two stores on one database get distinct
// numbers without a gap, and a send that fails after taking its number gives it back.
import { engines } from '../helpers/engines.js';
import { at, outboxRecord, useWorld } from './fixtures.js';
import type { Transition } from '../../server/store/store.js';
import type { InvoiceRecord } from '../../server/domain/records.js';
import { customerDefaults } from '../../server/domain/records.js';

const sending = (invoice: InvoiceRecord): Transition => ({ from: ['draft'], to: 'open', numbered: true, outbox: outboxRecord(invoice), at: at(5) });

describe.each(engines)('%s store: invoice numbers', (engine) => {
  const world = useWorld(engine);

  test('a draft has no number, and sends number the account invoices INV-0001, INV-0002 in the order they commit', async () => {
    const { store, alice } = world();
    const [first, second] = [await world().draft(), await world().draft()];
    expect((await store.getInvoice(alice.id, first.id))!.number).toBeNull();
    expect(await store.transition(alice.id, second.id, sending(second))).toMatchObject({ kind: 'changed', invoice: { number: 'INV-0001' } });
    expect(await store.transition(alice.id, first.id, sending(first))).toMatchObject({ kind: 'changed', invoice: { number: 'INV-0002' } });
    expect(await store.listInvoices(alice.id, { limit: 10, number: 'INV-0002' })).toMatchObject({ items: [{ id: first.id }], hasMore: false });
  });

  test('each account counts on its own, and a new prefix applies to the numbers given after it', async () => {
    const { store, alice, bob, db } = world();
    const mine = await world().draft();
    await store.transition(alice.id, mine.id, sending(mine));
    expect(await store.setInvoicePrefix('alice', 'ACME-2026')).toMatchObject({ id: alice.id, invoicePrefix: 'ACME-2026' });
    expect(await store.setInvoicePrefix('nobody', 'X')).toBeUndefined();
    const next = await world().draft();
    expect(await store.transition(alice.id, next.id, sending(next))).toMatchObject({ invoice: { number: 'ACME-2026-0002' } });
    expect((await store.getInvoice(alice.id, mine.id))!.number).toBe('INV-0001');
    const customer = { id: 'cus_bobs', accountId: bob.id, name: 'B', email: 'b@b.example', taxId: null, ...customerDefaults, createdAt: at(),
      address: { line1: '1 Road', line2: null, city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' } };
    await store.insertCustomer(customer);
    const bobs = await world().draft({ accountId: bob.id, customerId: customer.id });
    expect(await store.transition(bob.id, bobs.id, sending(bobs))).toMatchObject({ invoice: { number: 'INV-0001' } });
    expect(await db.count('number_sequences')).toBe(2);
  });

  test('a send that fails after taking its number is rolled back whole and leaves no hole', async () => {
    const { store, alice } = world();
    const [failing, next] = [await world().draft(), await world().draft()];
    const fault = new Error('the event write failed');
    const injected: Transition = { ...sending(failing), event: () => { throw fault; } };
    await expect(store.transition(alice.id, failing.id, injected)).rejects.toBe(fault);
    expect(await store.getInvoice(alice.id, failing.id)).toMatchObject({ status: 'draft', number: null });
    expect(await store.listOutbox(alice.id)).toEqual([]);
    expect(await store.transition(alice.id, next.id, sending(next))).toMatchObject({ invoice: { number: 'INV-0001' } });
    expect(await store.transition(alice.id, failing.id, sending(failing))).toMatchObject({ invoice: { number: 'INV-0002' } });
  });

  test('an account whose prefix ends in -CN, set before such prefixes were refused, sends nothing (a conflict) and its counter does not move (R83)', async () => {
    const { store, alice } = world();
    await store.setInvoicePrefix('alice', 'INV-CN');
    const draft = await world().draft();
    await expect(store.transition(alice.id, draft.id, sending(draft))).rejects.toMatchObject({ name: 'DomainError', kind: 'conflict', message: expect.stringMatching(/prefix INV-CN, which credit note numbers carry/) });
    expect(await store.getInvoice(alice.id, draft.id)).toMatchObject({ status: 'draft', number: null });
    expect(await store.listOutbox(alice.id)).toEqual([]);
    await store.setInvoicePrefix('alice', 'INV');
    expect(await store.transition(alice.id, draft.id, sending(draft))).toMatchObject({ invoice: { number: 'INV-0001' } });
  });

  test('voiding keeps the number of an open invoice, and a voided draft never gets one', async () => {
    const { store, alice } = world();
    const [open, draft] = [await world().draft(), await world().draft()];
    await store.transition(alice.id, open.id, sending(open));
    const voiding: Transition = { from: ['draft', 'open'], to: 'void', idempotent: true, at: at(9) };
    expect(await store.transition(alice.id, open.id, voiding)).toMatchObject({ invoice: { status: 'void', number: 'INV-0001' } });
    expect(await store.transition(alice.id, draft.id, voiding)).toMatchObject({ invoice: { status: 'void', number: null } });
    expect(await store.transition(alice.id, draft.id, sending(draft))).toMatchObject({ kind: 'conflict' });
  });

  test('50 sends racing from two stores on one database get the numbers 1 to 50, each once', async () => {
    const { store, alice, db } = world();
    const other = await db.open();
    const drafts: InvoiceRecord[] = [];
    for (let i = 0; i < 50; i += 1) drafts.push(await world().draft());
    const outcomes = await Promise.all(drafts.map((invoice, i) => (i % 2 ? store : other).transition(alice.id, invoice.id, sending(invoice))));
    const numbers = outcomes.map((outcome) => (outcome.kind === 'changed' ? outcome.invoice.number : outcome.kind));
    expect([...numbers].sort()).toEqual(Array.from({ length: 50 }, (_, i) => `INV-${String(i + 1).padStart(4, '0')}`));
  }, 60_000);
});
