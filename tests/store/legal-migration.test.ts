// The legal-invoice migration (D36, D37) on a database written by the version before it, on
// every engine: stored lines get their tax category (S with a rate, Z without), a sent invoice
// its issue date and sent_at, a void one voided_at, and customers the language en.
import Database from 'better-sqlite3';
import { migrations } from '../../server/store/migrations.js';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/engines.js';
import { createTestSchema } from '../helpers/postgres.js';
import { openStore } from '../../server/store/open.js';

const step = migrations.findIndex((m) => m.name.startsWith('legal invoices'));
const before = migrations.slice(0, step);
const at = '2026-11-02T09:30:00.000Z';
const lines = JSON.stringify([
  { description: 'Consulting', quantity: 2, unit_price: { amount: 1500, currency: 'EUR' }, tax_rate: 19 },
  { description: 'Travel', quantity: 1, unit_price: { amount: 800, currency: 'EUR' } },
]);

/** Rows as the version before the step wrote them: an account, a customer, a draft, a sent and a void invoice, a credit note. */
const oldRows = [
  `INSERT INTO accounts (id, name, created_at) VALUES ('acct_old', 'old', '${at}')`,
  `INSERT INTO customers (id, account_id, name, email, address_json, tax_id, created_at)
    VALUES ('cus_old', 'acct_old', 'Acme', 'ap@acme.example', '{"line1":"1 Road","line2":null,"city":"Leeds","postal_code":"LS1 1AA","country":"GB"}', NULL, '${at}')`,
  ...[['inv_draft', 'draft', 'NULL'], ['inv_sent', 'open', "'INV-0001'"], ['inv_void', 'void', "'INV-0002'"]].map(([id, status, number]) =>
    `INSERT INTO invoices (id, account_id, customer_id, status, currency, subtotal, tax, total, lines_json, due_date, notes, metadata_json, created_at, updated_at, number)
      VALUES ('${id}', 'acct_old', 'cus_old', '${status}', 'EUR', 3800, 570, 4370, '${lines}', '2026-12-02', NULL, '{}', '${at}', '2026-11-05T12:00:00.000Z', ${number})`),
  `INSERT INTO events (id, account_id, type, object_id, request_id, data_json, created_at)
    VALUES ('evt_sent', 'acct_old', 'invoice.sent', 'inv_sent', NULL, '{}', '2026-11-03T08:00:00.000Z')`,
  `INSERT INTO credit_notes (id, account_id, invoice_id, number, status, reason, memo, currency, subtotal, tax, total, lines_json, created_at, updated_at)
    VALUES ('cn_old', 'acct_old', 'inv_sent', 'INV-CN-0001', 'issued', 'other', NULL, 'EUR', 800, 0, 800, '[{"description":"Travel","quantity":1,"unit_price":{"amount":800,"currency":"EUR"}}]', '${at}', '${at}')`,
];

/** A database of the engine at the version before the step, holding oldRows. */
async function oldDatabase(engine: 'sqlite' | 'postgres'): Promise<{ location: string; drop: () => Promise<void> }> {
  if (engine === 'postgres') {
    const schema = await createTestSchema('legal');
    await schema.query('CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    for (const m of before) {
      await schema.query(m.postgres);
      await schema.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
    }
    await schema.query("INSERT INTO meta (key, value) VALUES ('environment', 'sandbox')");
    for (const row of oldRows) await schema.query(row);
    return { location: schema.url, drop: () => schema.drop() };
  }
  const db: TestDatabase = await createTestDatabase('sqlite');
  const file = new Database(db.location);
  for (const m of before) file.exec(m.sqlite);
  file.pragma(`user_version = ${before.length}`);
  file.exec("INSERT INTO meta (key, value) VALUES ('environment', 'sandbox')");
  for (const row of oldRows) file.exec(row);
  file.close();
  return { location: db.location, drop: () => db.drop() };
}

describe.each(engines)('%s store: the legal-invoice migration', (engine) => {
  test('old lines become S or Z, sent and void invoices get their dates, customers the language en', async () => {
    const old = await oldDatabase(engine);
    const store = await openStore(old.location, 'sandbox');
    try {
      const category = (l: { tax_category?: string; tax_exemption_reason?: string | null }) => [l.tax_category, l.tax_exemption_reason];
      const draft = (await store.getInvoice('acct_old', 'inv_draft'))!;
      expect(draft.lines.map(category)).toEqual([['S', null], ['Z', null]]);
      expect(draft.lines[0]).toMatchObject({ description: 'Consulting', quantity: 2, tax_rate: 19 });
      expect(draft).toMatchObject({ issueDate: null, sentAt: null, voidedAt: null, seller: null, customerDetails: null });
      // And the later step of D50: an invoice from before it has no discounts and no charges.
      expect(draft).toMatchObject({ discounts: [], charges: [], subtotal: 3800, total: 4370 });
      // The sent invoice keeps the issue date its PDF printed (its creation day) and was sent when its event says.
      expect(await store.getInvoice('acct_old', 'inv_sent')).toMatchObject({ issueDate: '2026-11-02', sentAt: '2026-11-03T08:00:00.000Z', voidedAt: null });
      expect(await store.getInvoice('acct_old', 'inv_void')).toMatchObject({ issueDate: '2026-11-02', sentAt: at, voidedAt: '2026-11-05T12:00:00.000Z' });
      expect((await store.getCreditNote('acct_old', 'cn_old'))!.lines.map(category)).toEqual([['Z', null]]);
      expect(await store.getCustomer('acct_old', 'cus_old')).toMatchObject({ locale: 'en', electronicAddress: null, buyerReference: null, eInvoiceFormat: null, metadata: {} });
      expect((await store.getAccount('acct_old'))!.seller).toBeNull();
    } finally {
      await store.close();
      await old.drop();
    }
  });
});
