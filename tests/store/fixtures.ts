// Records and a fresh world for the store suite: one database per test, on the engine under
// test, holding accounts "alice" and "bob" and a customer of alice's.
import { randomBytes } from 'node:crypto';
import type { AccountRecord, IdempotencyClaim, OutboxRecord, Store } from '../../server/store/store.js';
import type { CustomerRecord, InvoiceRecord } from '../../server/domain/records.js';
import { createTestDatabase, type EngineName, type TestDatabase } from '../helpers/engines.js';
import { customerDefaults, draftDefaults } from '../../server/domain/records.js';

const start = Date.parse('2026-11-21T10:00:00.000Z');

/** The instant `seconds` after the suite's fixed start. */
export const at = (seconds = 0) => new Date(start + seconds * 1000).toISOString();

const unique = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export function customerRecord(accountId: string, overrides: Partial<CustomerRecord> = {}): CustomerRecord {
  return {
    id: unique('cus'), accountId, name: 'Acme GmbH', email: 'ap@acme.example',
    address: { line1: 'Hauptstrasse 1', line2: null, city: 'Berlin', postal_code: '10115', country: 'DE' },
    taxId: null, ...customerDefaults, createdAt: at(), ...overrides,
  };
}

export function invoiceRecord(accountId: string, customerId: string, overrides: Partial<InvoiceRecord> = {}): InvoiceRecord {
  return {
    id: unique('inv'), accountId, customerId, number: null, status: 'draft',
    lines: [{ description: 'Consulting', quantity: 2, unit_price: { amount: 1500, currency: 'EUR' }, tax_rate: 19 }],
    currency: 'EUR', subtotal: 3000, tax: 570, total: 3570, amountCredited: 0, dueDate: '2026-12-21', notes: null, metadata: {},
    ...draftDefaults, createdAt: at(), updatedAt: at(), ...overrides,
  };
}

export function outboxRecord(invoice: InvoiceRecord, overrides: Partial<OutboxRecord> = {}): OutboxRecord {
  return {
    id: unique('msg'), accountId: invoice.accountId, invoiceId: invoice.id, to: ['ap@acme.example'], cc: [], message: null,
    status: 'pending', attempts: 0, createdAt: at(), nextAttemptAt: null, lastError: null, sentAt: null, ...overrides,
  };
}

export function claim(key: string, overrides: Partial<IdempotencyClaim> = {}): IdempotencyClaim {
  return { key, fingerprint: 'fp-1', response: { status: 201, body: { id: 'inv_first', total: { amount: 3570, currency: 'EUR' } } }, notBefore: at(-86_400), ...overrides };
}

export interface World {
  db: TestDatabase;
  store: Store;
  alice: AccountRecord;
  bob: AccountRecord;
  /** A customer of alice's. */
  customer: CustomerRecord;
  /** Inserts a draft of alice's (or of the given record's account) and returns it. */
  draft(overrides?: Partial<InvoiceRecord>): Promise<InvoiceRecord>;
  /** Inserts a draft and sends it, writing one pending outbox message. */
  sent(overrides?: Partial<OutboxRecord>, invoice?: Partial<InvoiceRecord>): Promise<{ invoice: InvoiceRecord; message: OutboxRecord }>;
}

/** Registers a fresh world per test; read it inside the tests through the returned getter. */
export function useWorld(engine: EngineName): () => World {
  let world: World | undefined;
  beforeEach(async () => {
    const db = await createTestDatabase(engine, { migrated: true });
    const store = await db.open();
    const alice = await store.ensureAccount('alice', at());
    const bob = await store.ensureAccount('bob', at());
    const customer = customerRecord(alice.id);
    await store.transact((tx) => tx.insertCustomer(customer));
    const draft = async (overrides: Partial<InvoiceRecord> = {}) => {
      const invoice = invoiceRecord(alice.id, customer.id, overrides);
      await store.transact((tx) => tx.insertInvoice(invoice));
      return invoice;
    };
    world = {
      db, store, alice, bob, customer, draft,
      async sent(overrides = {}, invoiceOverrides = {}) {
        const invoice = await draft(invoiceOverrides);
        const message = outboxRecord(invoice, overrides);
        await store.transact(function* (tx) {
          yield* tx.updateInvoice(invoice.id, { status: 'open', updatedAt: message.createdAt });
          yield* tx.insertOutbox(message);
        });
        return { invoice, message };
      },
    };
  });
  afterEach(async () => {
    await world?.db.drop();
    world = undefined;
  });
  return () => world!;
}
