// The Store contract for listing invoices, on every engine (D10): newest first, ties broken
// by id, keyset pages that cover every invoice once, filters that combine with pagination.
import type { InvoiceListQuery, Store } from '../../server/store/store.js';
import { voidInvoice } from '../../server/services/void-invoice.js';
import type { InvoiceRecord } from '../../server/domain/records.js';
import { engines } from '../helpers/engines.js';
import { at, customerRecord, useWorld } from './fixtures.js';

/** Every page of a listing, following the last item of each page as the next cursor. */
async function walk(store: Store, accountId: string, query: Omit<InvoiceListQuery, 'after'>): Promise<string[][]> {
  const pages: string[][] = [];
  let after: InvoiceListQuery['after'];
  for (;;) {
    const page = await store.listInvoices(accountId, { ...query, after });
    pages.push(page.items.map((i) => i.id));
    if (!page.hasMore) return pages;
    const last = page.items.at(-1)!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

describe.each(engines)('%s store: listing', (engine) => {
  const world = useWorld(engine);

  test('invoices list newest first with ties broken by id, in keyset pages that cover each once', async () => {
    const { store, alice, bob } = world();
    const made: InvoiceRecord[] = [];
    for (const [id, second] of [['inv_e', 1], ['inv_a', 2], ['inv_c', 2], ['inv_b', 2], ['inv_d', 3]] as const) {
      made.push(await world().draft({ id, createdAt: at(second), updatedAt: at(second) }));
    }
    const bobs = customerRecord(bob.id);
    await store.transact((tx) => tx.insertCustomer(bobs));
    await store.transact((tx) => tx.insertInvoice({ ...made[0]!, id: 'inv_bob', accountId: bob.id, customerId: bobs.id, createdAt: at(2) }));
    expect(await walk(store, alice.id, { limit: 2 })).toEqual([['inv_d', 'inv_c'], ['inv_b', 'inv_a'], ['inv_e']]);
    expect(await walk(store, alice.id, { limit: 5 })).toEqual([['inv_d', 'inv_c', 'inv_b', 'inv_a', 'inv_e']]);
    expect((await store.listInvoices(alice.id, { limit: 100 })).items).toEqual([made[4], made[2], made[3], made[1], made[0]]);
    expect(await walk(store, bob.id, { limit: 1 })).toEqual([['inv_bob']]);
  });

  test('an empty account lists nothing, and a cursor past the end gives an empty last page', async () => {
    const { store, alice, bob } = world();
    await world().draft({ id: 'inv_only' });
    expect(await store.listInvoices(bob.id, { limit: 10 })).toEqual({ items: [], hasMore: false });
    expect(await store.listInvoices(alice.id, { limit: 10, after: { createdAt: at(), id: 'inv_only' } })).toEqual({ items: [], hasMore: false });
  });

  test('status and customer filters combine with each other and with pagination', async () => {
    const { store, alice, customer } = world();
    const second = customerRecord(alice.id);
    await store.transact((tx) => tx.insertCustomer(second));
    for (let i = 0; i < 6; i += 1) {
      const invoice = await world().draft({ id: `inv_${i}`, customerId: i % 2 ? second.id : customer.id, createdAt: at(i), updatedAt: at(i) });
      if (i % 3 === 0) await store.transact((tx) => voidInvoice(tx, { accountId: alice.id, invoiceId: invoice.id, at: at(10), requestId: null }));
    }
    expect(await walk(store, alice.id, { limit: 2, status: ['draft'] })).toEqual([['inv_5', 'inv_4'], ['inv_2', 'inv_1']]);
    expect(await walk(store, alice.id, { limit: 2, customerId: second.id })).toEqual([['inv_5', 'inv_3'], ['inv_1']]);
    expect(await walk(store, alice.id, { limit: 1, customerId: customer.id, status: ['void'] })).toEqual([['inv_0']]);
    expect(await walk(store, alice.id, { limit: 10, customerId: customer.id, status: ['void'] })).toEqual([['inv_0']]);
  });
});
