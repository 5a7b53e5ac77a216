// The Store contract for creating, reading and changing invoices, on every engine: amounts
// come back as exact numbers, Idempotency-Keys hold under races (D9), and drafts change
// only while they are drafts (D6).
import { engines } from '../helpers/engines.js';
import { at, claim, invoiceRecord, useWorld } from './fixtures.js';

const largest = Number.MAX_SAFE_INTEGER;

describe.each(engines)('%s store: invoices', (engine) => {
  const world = useWorld(engine);

  test('an invoice round-trips with lines, metadata, notes, due date, and amounts as exact numbers', async () => {
    const { store, alice } = world();
    const invoice = await world().draft({
      subtotal: largest - 10, tax: 10, total: largest, notes: 'Net 30', metadata: { order: '42', z: 'last', a: 'first' },
      lines: [{ description: 'Everything', quantity: 1, unit_price: { amount: largest - 10, currency: 'EUR' }, tax_rate: 0.0001 }],
    });
    const read = await store.getInvoice(alice.id, invoice.id);
    expect(read).toEqual(invoice);
    expect(typeof read!.total).toBe('number');
    expect(Object.keys(read!.metadata)).toEqual(['order', 'z', 'a']);
    const discount = await world().draft({ subtotal: -500, tax: -95, total: 0 });
    expect(await store.getInvoice(alice.id, discount.id)).toMatchObject({ subtotal: -500, tax: -95, total: 0 });
  });

  test('another account cannot read an invoice; findInvoiceById can, for signed links', async () => {
    const { store, bob } = world();
    const invoice = await world().draft();
    expect(await store.getInvoice(bob.id, invoice.id)).toBeUndefined();
    expect(await store.findInvoiceById(invoice.id)).toEqual(invoice);
    expect(await store.findInvoiceById('inv_unknown')).toBeUndefined();
  });

  test('an invoice for a customer that does not exist is refused as a conflict and stores neither invoice nor key', async () => {
    const { store, alice, customer } = world();
    const orphan = invoiceRecord(alice.id, 'cus_missing');
    await expect(store.insertInvoice(orphan, claim('k-orphan'))).rejects.toMatchObject({ name: 'StoreError', kind: 'conflict' });
    expect(await world().db.count('invoices')).toBe(0);
    expect(await world().db.count('idempotency_keys')).toBe(0);
    // The caller fixes the body and retries with the same key.
    expect(await store.insertInvoice(invoiceRecord(alice.id, customer.id), claim('k-orphan'))).toEqual({ kind: 'created' });
  });

  test('the first create under a key stores its response; a repeat replays it and creates nothing', async () => {
    const { store, alice, customer } = world();
    const first = claim('k1');
    expect(await store.insertInvoice(invoiceRecord(alice.id, customer.id), first)).toEqual({ kind: 'created' });
    const again = await store.insertInvoice(invoiceRecord(alice.id, customer.id), claim('k1', { response: { status: 201, body: { other: true } } }));
    expect(again).toEqual({ kind: 'replayed', response: first.response });
    expect(JSON.stringify((again as { response: { body: unknown } }).response.body)).toBe(JSON.stringify(first.response.body));
    expect(await world().db.count('invoices')).toBe(1);
  });

  test('findIdempotentResponse reads what a key answered without writing, and forgets keys past the window', async () => {
    const { store, alice, bob, customer } = world();
    const first = claim('k-read');
    expect(await store.findIdempotentResponse(alice.id, first)).toBeUndefined();
    await store.insertInvoice(invoiceRecord(alice.id, customer.id), first);
    expect(await store.findIdempotentResponse(alice.id, first)).toEqual({ kind: 'replayed', response: first.response });
    expect(await store.findIdempotentResponse(alice.id, { ...first, fingerprint: 'fp-other' })).toEqual({ kind: 'key_reused' });
    expect(await store.findIdempotentResponse(bob.id, first)).toBeUndefined();
    expect(await store.findIdempotentResponse(alice.id, { ...first, notBefore: at(1) })).toBeUndefined();
    expect(await world().db.count('invoices')).toBe(1);
  });

  test('the same key with another body is key_reused and creates nothing', async () => {
    const { store, alice, customer } = world();
    await store.insertInvoice(invoiceRecord(alice.id, customer.id), claim('k2'));
    expect(await store.insertInvoice(invoiceRecord(alice.id, customer.id), claim('k2', { fingerprint: 'fp-other' }))).toEqual({ kind: 'key_reused' });
    expect(await world().db.count('invoices')).toBe(1);
  });

  test('keys belong to one account: another account may use the same key', async () => {
    const { store, alice, bob, customer } = world();
    const bobCustomer = { ...customer, id: 'cus_of_bob', accountId: bob.id };
    await store.insertCustomer(bobCustomer);
    expect(await store.insertInvoice(invoiceRecord(alice.id, customer.id), claim('shared'))).toEqual({ kind: 'created' });
    expect(await store.insertInvoice(invoiceRecord(bob.id, bobCustomer.id), claim('shared'))).toEqual({ kind: 'created' });
    expect(await world().db.count('invoices')).toBe(2);
  });

  test('a key older than 24 hours is forgotten: the next create under it creates anew, and replays that one', async () => {
    const { store, alice, customer } = world();
    await store.insertInvoice(invoiceRecord(alice.id, customer.id, { createdAt: at(), updatedAt: at() }), claim('old'));
    const dayLater = 86_400 + 1;
    const fresh = claim('old', { fingerprint: 'fp-new', notBefore: at(1), response: { status: 201, body: { id: 'inv_second' } } });
    expect(await store.insertInvoice(invoiceRecord(alice.id, customer.id, { createdAt: at(dayLater), updatedAt: at(dayLater) }), fresh))
      .toEqual({ kind: 'created' });
    expect(await store.insertInvoice(invoiceRecord(alice.id, customer.id), fresh)).toEqual({ kind: 'replayed', response: fresh.response });
    expect(await world().db.count('invoices')).toBe(2);
    expect(await world().db.count('idempotency_keys')).toBe(1);
  });

  test('creates racing with one key, from two stores on one database, leave one invoice and all get the first response', async () => {
    const { store, alice, customer, db } = world();
    const other = await db.open();
    for (let round = 0; round < 5; round += 1) {
      const key = `race-${round}`;
      const outcomes = await Promise.all(Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? other : store).insertInvoice(invoiceRecord(alice.id, customer.id), claim(key, { response: { status: 201, body: { attempt: i } } }))));
      const created = outcomes.filter((o) => o.kind === 'created');
      expect(created).toHaveLength(1);
      const replayed = outcomes.filter((o) => o.kind === 'replayed') as Array<{ response: { body: unknown } }>;
      expect(replayed).toHaveLength(7);
      expect(new Set(replayed.map((o) => JSON.stringify(o.response.body))).size).toBe(1);
    }
    expect(await db.count('invoices')).toBe(5);
  });

  test('updateDraft replaces the fields it is given, keeps the rest and sets updated_at', async () => {
    const { store, alice } = world();
    const invoice = await world().draft({ notes: 'old note', metadata: { a: '1' } });
    const outcome = await store.updateDraft(alice.id, invoice.id, { notes: null, metadata: { b: '2' }, dueDate: '2027-01-31', subtotal: 1, tax: 0, total: 1 }, at(60));
    const changed = { ...invoice, notes: null, metadata: { b: '2' }, dueDate: '2027-01-31', subtotal: 1, tax: 0, total: 1, updatedAt: at(60) };
    expect(outcome).toEqual({ kind: 'changed', invoice: changed });
    expect(await store.getInvoice(alice.id, invoice.id)).toEqual(changed);
  });

  test('updateDraft is not_found for a missing or foreign invoice, and a conflict once sent', async () => {
    const { store, alice, bob } = world();
    const invoice = await world().draft();
    expect(await store.updateDraft(bob.id, invoice.id, { notes: 'x' }, at(1))).toEqual({ kind: 'not_found' });
    expect(await store.updateDraft(alice.id, 'inv_unknown', { notes: 'x' }, at(1))).toEqual({ kind: 'not_found' });
    const { invoice: sent } = await world().sent();
    const outcome = await store.updateDraft(alice.id, sent.id, { notes: 'x' }, at(1));
    expect(outcome).toEqual({ kind: 'conflict', invoice: expect.objectContaining({ id: sent.id, status: 'open', notes: null }) });
  });
});
