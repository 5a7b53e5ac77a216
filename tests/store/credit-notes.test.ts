// The Store contract for credit notes (D34), on every engine: issuing takes the next credit
// note number and changes the invoice in one transaction, racing credit notes from two stores
// never credit more than the invoice's total, a failure after the number is taken leaves no
// hole, and voiding gives the amount back only while the invoice is open.
import { randomBytes } from 'node:crypto';
import { engines } from '../helpers/engines.js';
import { at, outboxRecord, useWorld } from './fixtures.js';
import type { CreditNoteIssue, NewCreditNote } from '../../server/store/store.js';
import type { InvoiceRecord } from '../../server/domain/records.js';
import type { EventRecord } from '../../server/store/event-store.js';

const noEvent = (): EventRecord => { throw new Error('no event expected'); };
const event = (objectId: string, accountId: string): EventRecord => ({
  id: `evt_${randomBytes(8).toString('hex')}`, accountId, type: 'credit_note.created', objectId, requestId: null,
  object: { id: objectId } as EventRecord['object'], createdAt: at(),
});

function issue(invoice: InvoiceRecord, total: number, overrides: Partial<CreditNoteIssue> = {}): CreditNoteIssue {
  const creditNote: NewCreditNote = {
    id: `cn_${randomBytes(8).toString('hex')}`, accountId: invoice.accountId, invoiceId: invoice.id, status: 'issued', reason: 'other', memo: null,
    lines: [{ description: 'Credit', quantity: 1, unit_price: { amount: total, currency: 'EUR' } }], currency: 'EUR',
    subtotal: total, tax: 0, total, createdAt: at(10), updatedAt: at(10),
  };
  return { creditNote, created: (c) => event(c.id, c.accountId), settled: (i) => event(i.id, i.accountId), ...overrides };
}

describe.each(engines)('%s store: credit notes', (engine) => {
  const world = useWorld(engine);

  async function open(): Promise<InvoiceRecord> {
    const { store, alice } = world();
    const draft = await world().draft();
    const sent = await store.transition(alice.id, draft.id, { from: ['draft'], to: 'open', numbered: true, outbox: outboxRecord(draft), at: at(5) });
    if (sent.kind !== 'changed') throw new Error('send failed');
    return sent.invoice;
  }

  test('issuing numbers the credit note in its own series and adds its total to the invoice', async () => {
    const { store, alice } = world();
    const invoice = await open();
    const first = await store.insertCreditNote(issue(invoice, 1000));
    expect(first).toMatchObject({ kind: 'created', creditNote: { number: 'INV-CN-0001' }, invoice: { status: 'open', amountCredited: 1000 } });
    expect(await store.insertCreditNote(issue(invoice, 500))).toMatchObject({ creditNote: { number: 'INV-CN-0002' } });
    expect(await store.listCreditNotes(alice.id, { limit: 10, invoiceId: invoice.id })).toMatchObject({ items: [{}, {}], hasMore: false });
    expect((await store.getInvoice(alice.id, invoice.id))!.amountCredited).toBe(1500);
  });

  test('over the cap, on a draft or on a missing invoice nothing is written', async () => {
    const { store, db } = world();
    const invoice = await open();
    expect(await store.insertCreditNote(issue(invoice, 3571))).toMatchObject({ kind: 'exceeds', remaining: 3570 });
    const draft = await world().draft();
    expect(await store.insertCreditNote(issue(draft, 1))).toMatchObject({ kind: 'conflict', invoice: { status: 'draft' } });
    expect(await store.insertCreditNote(issue({ ...invoice, id: 'inv_missing' }, 1))).toEqual({ kind: 'not_found' });
    expect(await db.count('credit_notes')).toBe(0);
  });

  test('a credit note whose number an invoice already has, from a -CN prefix of old, is refused as a conflict and writes nothing (R83)', async () => {
    const { store, alice, db } = world();
    const invoice = await open();
    const older = await open();
    // Before R83, prefix INV-CN numbered invoices INV-CN-0001, the number this account's first credit note takes.
    await db.run(`UPDATE invoices SET number = 'INV-CN-0001' WHERE id = '${older.id}'`);
    await expect(store.insertCreditNote(issue(invoice, 100))).rejects.toMatchObject({ name: 'DomainError', kind: 'conflict', message: expect.stringMatching(/INV-CN-0001, is already an invoice's number/) });
    expect(await db.count('credit_notes')).toBe(0);
    expect((await store.getInvoice(alice.id, invoice.id))!.amountCredited).toBe(0);
    await store.setInvoicePrefix('alice', 'ACME');
    expect(await store.insertCreditNote(issue(invoice, 100))).toMatchObject({ creditNote: { number: 'ACME-CN-0001' } });
  });

  test('a credit note that fails after taking its number is rolled back whole and leaves no hole', async () => {
    const { store, alice } = world();
    const invoice = await open();
    await expect(store.insertCreditNote(issue(invoice, 100, { created: noEvent }))).rejects.toThrow('no event expected');
    expect((await store.getInvoice(alice.id, invoice.id))!.amountCredited).toBe(0);
    expect(await store.insertCreditNote(issue(invoice, 100))).toMatchObject({ creditNote: { number: 'INV-CN-0001' } });
  });

  test('the credit that leaves nothing due settles an open invoice, and its credit notes can then not be voided', async () => {
    const { store, alice } = world();
    const invoice = await open();
    const settled = await store.insertCreditNote(issue(invoice, 3570));
    expect(settled).toMatchObject({ kind: 'created', invoice: { status: 'paid', amountCredited: 3570 } });
    const id = settled.kind === 'created' ? settled.creditNote.id : '';
    expect(await store.voidCreditNote(alice.id, id, at(20), noEvent)).toMatchObject({ kind: 'conflict', invoice: { status: 'paid' } });
  });

  test('voiding gives the amount back once, and another account cannot void it', async () => {
    const { store, alice, bob } = world();
    const invoice = await open();
    const issued = await store.insertCreditNote(issue(invoice, 1000));
    const id = issued.kind === 'created' ? issued.creditNote.id : '';
    expect(await store.voidCreditNote(bob.id, id, at(20), noEvent)).toEqual({ kind: 'not_found' });
    expect(await store.voidCreditNote(alice.id, id, at(20), (c) => event(c.id, c.accountId))).toMatchObject({ kind: 'changed', creditNote: { status: 'void' } });
    expect(await store.voidCreditNote(alice.id, id, at(21), noEvent)).toMatchObject({ kind: 'unchanged' });
    expect((await store.getInvoice(alice.id, invoice.id))!.amountCredited).toBe(0);
  });

  test('credit notes racing on one invoice from two stores never credit more than its total, and are numbered without gaps', async () => {
    const { store, alice, db } = world();
    const other = await db.open();
    const invoice = await open();
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? store : other).insertCreditNote(issue(invoice, 1000))));
    const created = outcomes.filter((o) => o.kind === 'created');
    expect(created).toHaveLength(3);
    expect(outcomes.filter((o) => o.kind === 'exceeds')).toHaveLength(7);
    expect(created.map((o) => (o.kind === 'created' ? o.creditNote.number : '')).sort()).toEqual(['INV-CN-0001', 'INV-CN-0002', 'INV-CN-0003']);
    expect((await store.getInvoice(alice.id, invoice.id))!.amountCredited).toBe(3000);
  }, 60_000);
});
