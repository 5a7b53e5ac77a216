// The data of `npm run bench:scale` (D55): customers, invoices in every state and credit notes of
// one account, built with the domain's own functions (totals, tax categories, frozen parties,
// payments, credits) and written in bulk, rows as the service writes them, into the store's own
// tables: SQLite through one prepared INSERT in large transactions, PostgreSQL through multi-row
// INSERT ... SELECT FROM json_populate_recordset. What is not written: events and rendered PDFs
// (documents_json stays '[]'), which no measured query reads. selfCheck() proves the rows equal
// those the real service writes for the same requests.
import Database from 'better-sqlite3';
import pg from 'pg';
import { computeTotals } from '../../server/domain/totals.js';
import { resolveTaxCategories } from '../../server/domain/tax-categories.js';
import { sentChanges } from '../../server/domain/documents/index.js';
import { paymentEffect } from '../../server/domain/payments.js';
import { issueEffect } from '../../server/domain/credit-notes.js';
import { customerDefaults, draftDefaults, type CreditNoteRecord, type CustomerRecord, type InvoiceRecord, type PaymentMethod, type PaymentRecord } from '../../server/domain/records.js';
import { customerValues, creditNoteValues, invoiceValues } from '../../server/store/rows.js';

type Lines = Parameters<typeof computeTotals>[0];
export type Row = Record<string, unknown>;

/** A small fast generator (mulberry32), so that a run with the same seed writes the same data. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// --- What happens to an invoice: the plan the seeder writes and the self-check replays over HTTP.

export interface InvoicePlan {
  id: string;
  customer: CustomerRecord;
  lines: Lines;
  dueDate: string;
  createdAt: string;
  /** Sent (delivery none) at, with this number. */
  sent?: { at: string; number: string };
  payments?: Array<{ id: string; at: string; amount?: number; method: PaymentMethod; reference: string | null }>;
  credit?: { id: string; at: string; number: string; lines: Lines; reason: CreditNoteRecord['reason'] };
  voidedAt?: string;
}

/** The day of an instant in UTC, as issueDateOf gives it for an account without a seller profile (the self-check compares them). */
const utcDay = (instant: string) => instant.slice(0, 10);

/** The invoice record (and its credit note) that the service holds after the plan's requests, decided by the domain's functions. */
export function applyPlan(accountId: string, plan: InvoicePlan): { invoice: InvoiceRecord; creditNote?: CreditNoteRecord } {
  const lines = resolveTaxCategories(plan.lines);
  const totals = computeTotals(plan.lines);
  let invoice: InvoiceRecord = {
    id: plan.id, accountId, customerId: plan.customer.id, number: null, status: 'draft', lines, ...totals, amountCredited: 0,
    dueDate: plan.dueDate, notes: null, metadata: {}, ...draftDefaults, createdAt: plan.createdAt, updatedAt: plan.createdAt,
  };
  if (plan.sent) {
    const at = new Date(plan.sent.at);
    // The account has no seller profile, so its days are UTC days (issueDateOf), read here without Intl's cost per call.
    invoice = { ...invoice, ...sentChanges(invoice, null, plan.customer, at, utcDay(plan.sent.at)), status: 'open', number: plan.sent.number, updatedAt: plan.sent.at };
  }
  for (const p of plan.payments ?? []) {
    const effect = paymentEffect(invoice, { amount: p.amount, paidAt: utcDay(p.at), at: new Date(p.at) });
    if (effect.kind !== 'paid') throw new Error(`plan ${plan.id}: payment refused (${effect.kind})`);
    const payment: PaymentRecord = { id: p.id, invoiceId: invoice.id, method: p.method, reference: p.reference, createdAt: p.at, amount: effect.amount, currency: invoice.currency, paidAt: effect.paidAt };
    invoice = { ...invoice, amountPaid: effect.amountPaid, payments: [...invoice.payments, payment], status: effect.status, paidAt: effect.settled ? p.at : invoice.paidAt, updatedAt: p.at };
  }
  let creditNote: CreditNoteRecord | undefined;
  if (plan.credit) {
    const c = plan.credit;
    const credited = computeTotals(c.lines, 'credit_note');
    const effect = issueEffect(invoice, credited.total);
    if (effect.kind !== 'credited') throw new Error(`plan ${plan.id}: credit refused (${effect.kind})`);
    creditNote = {
      id: c.id, accountId, invoiceId: invoice.id, number: c.number, status: 'issued', reason: c.reason, memo: null, lines: resolveTaxCategories(c.lines),
      ...credited, taxCurrency: null, createdAt: c.at, updatedAt: c.at, documents: [],
    };
    invoice = { ...invoice, amountCredited: effect.amountCredited, status: effect.status, paidAt: effect.settled ? c.at : invoice.paidAt, updatedAt: c.at };
  }
  if (plan.voidedAt) invoice = { ...invoice, status: 'void', voidedAt: plan.voidedAt, updatedAt: plan.voidedAt };
  return { invoice, creditNote };
}

// --- Rows, keyed by column, as the store writes them (rows.ts for what a create writes, the rest as its updates set them).

const zip = (columns: string, values: unknown[]): Row => Object.fromEntries(columns.split(',').map((c, i) => [c.trim(), values[i] ?? null]));

export const customerColumns = 'id, account_id, name, email, address_json, tax_id, locale, electronic_address_json, buyer_reference, e_invoice_format, metadata_json, created_at';
const invoiceCreateColumns = `id, account_id, customer_id, status, currency, subtotal, tax, total, lines_json, due_date, notes, metadata_json,
  created_at, updated_at, supply_date, service_period_json, buyer_reference, purchase_order`;
const creditNoteCreateColumns = 'id, account_id, invoice_id, number, status, reason, memo, currency, subtotal, tax, total, lines_json, created_at, updated_at';

export const customerRow = (c: CustomerRecord): Row => zip(customerColumns, customerValues(c));

export function invoiceRow(i: InvoiceRecord): Row {
  return {
    ...zip(invoiceCreateColumns, invoiceValues(i)),
    number: i.number, amount_credited: i.amountCredited, issue_date: i.issueDate, seller_json: i.seller && JSON.stringify(i.seller),
    customer_json: i.customerDetails && JSON.stringify(i.customerDetails), sent_at: i.sentAt, voided_at: i.voidedAt, amount_paid: i.amountPaid,
    payments_json: JSON.stringify(i.payments), paid_at: i.paidAt, documents_json: '[]',
  };
}

export const creditNoteRow = (c: CreditNoteRecord): Row => ({ ...zip(creditNoteCreateColumns, creditNoteValues(c)), documents_json: '[]' });

// --- Writers: one per engine, each taking batches of rows of one table.

export interface Writer {
  write(table: string, rows: Row[]): Promise<void>;
  /** Runs SQL that needs no result (setting number_sequences, ANALYZE), with ? placeholders. */
  exec(sql: string, values?: unknown[]): Promise<void>;
  close(): Promise<void>;
}

export function sqliteWriter(path: string): Writer {
  const db = new Database(path);
  db.pragma('synchronous = OFF');
  const statements = new Map<string, Database.Statement>();
  return {
    async write(table, rows) {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]!);
      const key = `${table}:${columns.join(',')}`;
      let insert = statements.get(key);
      if (!insert) {
        insert = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
        statements.set(key, insert);
      }
      const statement = insert;
      db.transaction(() => { for (const row of rows) statement.run(row); })();
    },
    async exec(sql, values = []) {
      db.prepare(sql).run(...values);
    },
    async close() {
      db.close();
    },
  };
}

export function postgresWriter(url: string): Writer {
  const client = new pg.Client({ connectionString: url });
  const connected = client.connect();
  return {
    async write(table, rows) {
      if (rows.length === 0) return;
      await connected;
      const columns = Object.keys(rows[0]!).join(', ');
      // Many rows per statement: the batch travels as one JSON array and the server reads it as rows of the table.
      await client.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1)`, [JSON.stringify(rows)]);
    },
    async exec(sql, values = []) {
      await connected;
      let n = 0;
      await client.query(sql.replace(/\?/g, () => `$${(n += 1)}`), values);
    },
    async close() {
      await connected.catch(() => undefined);
      await client.end();
    },
  };
}

// --- The account's data.

const words = ['Consulting', 'Design review', 'Support plan', 'Hosting', 'Training day', 'Licence', 'Audit', 'Translation', 'Workshop', 'Maintenance'];
const cities: Array<[string, string, string]> = [['Leeds', 'LS1 1AA', 'GB'], ['Berlin', '10115', 'DE'], ['Lyon', '69001', 'FR'], ['Vienna', '1010', 'AT']];
const methods: PaymentMethod[] = ['bank_transfer', 'card', 'direct_debit', 'cash', 'other'];
const day = 86_400_000;

export interface SeedOptions {
  accountId: string;
  invoices: number;
  customers: number;
  /** The newest invoice is created before this instant; the oldest three years earlier. */
  end: number;
  batch: number;
  progress(table: string, done: number, total: number): void;
  /** Called with every customer and every invoice's plan as it is decided (the self-check replays them). */
  onPlan?(plan: InvoicePlan): void;
}

export interface Seeded {
  /** Every 500th invoice id, customer id and invoice number, to pick requests from. */
  invoiceIds: string[];
  customerIds: string[];
  numbers: string[];
  counts: { invoices: number; customers: number; creditNotes: number; payments: number; byStatus: Record<string, number> };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export async function seedAccount(writer: Writer, o: SeedOptions): Promise<Seeded> {
  const next = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const span = 3 * 365 * day;
  const start = o.end - span;
  // Customers join over the first two of the three years, in order of creation.
  const customers: CustomerRecord[] = [];
  const seeded: Seeded = { invoiceIds: [], customerIds: [], numbers: [], counts: { invoices: 0, customers: 0, creditNotes: 0, payments: 0, byStatus: {} } };
  let rows: Row[] = [];
  for (let k = 0; k < o.customers; k += 1) {
    const [city, postal, country] = pick(cities);
    const customer: CustomerRecord = {
      id: `cus_scale${pad(k, 13)}`, accountId: o.accountId, name: `Customer ${k} Ltd`, email: `ap${k}@customer.example`,
      address: { line1: `${1 + (k % 200)} Market Street`, line2: null, city, postal_code: postal, country }, taxId: next() < 0.3 ? `${country}${pad(k, 9)}` : null,
      ...customerDefaults, locale: pick(['en', 'de', 'fr'] as const), createdAt: new Date(start + Math.floor((k * (span * 2 / 3)) / o.customers)).toISOString(),
    };
    customers.push(customer);
    if (k % 500 === 0) seeded.customerIds.push(customer.id);
    rows.push(customerRow(customer));
    if (rows.length >= o.batch || k === o.customers - 1) {
      await writer.write('customers', rows);
      rows = [];
      o.progress('customers', k + 1, o.customers);
    }
  }
  seeded.counts.customers = customers.length;

  const slot = span / o.invoices;
  let sequence = 0;
  const credits: Array<{ plan: InvoicePlan; invoiceIndex: number }> = [];
  const creditNotes: CreditNoteRecord[] = [];
  for (let i = 0; i < o.invoices; i += 1) {
    const created = Math.floor(start + i * slot + next() * slot * 0.4);
    const age = (o.end - created) / day;
    // Customers that exist by then; recent invoices are more often open or drafts.
    const customer = customers[Math.floor(next() * Math.max(1, Math.min(customers.length, Math.ceil(customers.length * (created - start) / (span * 2 / 3)))))]!;
    const count = 1 + Math.floor(20 * next() ** 3);
    const currency = 'EUR';
    const lines: Lines = Array.from({ length: count }, (_, n) => {
      const rate = pick([undefined, 0, 7, 19, 19, 20]);
      return { description: `${pick(words)} ${n + 1}`, quantity: 1 + Math.floor(next() * 10), unit_price: { amount: 100 + Math.floor(next() * 99_900), currency }, ...(rate === undefined ? {} : { tax_rate: rate }) };
    });
    const roll = next();
    const status = age < 45
      ? (roll < 0.1 ? 'draft' : roll < 0.6 ? 'open' : roll < 0.95 ? 'paid' : 'void')
      : (roll < 0.01 ? 'draft' : roll < 0.05 ? 'open' : roll < 0.94 ? 'paid' : 'void');
    const createdAt = new Date(created).toISOString();
    const plan: InvoicePlan = { id: `inv_scale${pad(i, 13)}`, customer, lines, createdAt, dueDate: new Date(created + pick([14, 30, 30, 60]) * day).toISOString().slice(0, 10) };
    const later = (base: number, most: number) => Math.min(o.end - 1000, base + Math.floor(next() * most));
    if (status !== 'draft') {
      const sentAt = created + Math.floor(slot * 0.5);
      sequence += 1;
      plan.sent = { at: new Date(sentAt).toISOString(), number: `INV-${pad(sequence, 4)}` };
      if (seeded.numbers.length < 2000 && next() < 0.01) seeded.numbers.push(plan.sent.number);
      const method = pick(methods);
      const reference = next() < 0.5 ? `REF-${i}` : null;
      if (status === 'paid') {
        const paidAt = later(sentAt + 60_000, 40 * day);
        plan.payments = [{ id: `pay_scale${pad(i, 13)}`, at: new Date(paidAt).toISOString(), method, reference }];
        if (next() < 0.05) {
          plan.credit = { id: `cn_scale${pad(i, 13)}`, at: new Date(later(paidAt + 1000, 20 * day)).toISOString(), number: '', lines: [lines[0]!], reason: pick(['order_change', 'duplicate', 'product_unsatisfactory'] as const) };
        }
      } else if (status === 'open' && next() < 0.3) {
        const { total } = computeTotals(lines);
        if (total > 1) plan.payments = [{ id: `pay_scale${pad(i, 13)}`, at: new Date(later(sentAt + 60_000, 10 * day)).toISOString(), amount: Math.floor(total / 2), method, reference }];
      } else if (status === 'void') {
        plan.voidedAt = new Date(later(sentAt + 60_000, 5 * day)).toISOString();
      }
    }
    if (plan.credit) {
      // Credit notes are numbered in the order they were issued, once all are known.
      credits.push({ plan, invoiceIndex: i });
    } else {
      o.onPlan?.(plan);
      const { invoice } = applyPlan(o.accountId, plan);
      rows.push(invoiceRow(invoice));
      count_(seeded, invoice);
    }
    if (i % 500 === 0) seeded.invoiceIds.push(plan.id);
    if (rows.length >= o.batch || i === o.invoices - 1) {
      await writer.write('invoices', rows);
      rows = [];
      o.progress('invoices', i + 1, o.invoices);
    }
  }
  credits.sort((a, b) => (a.plan.credit!.at < b.plan.credit!.at ? -1 : a.plan.credit!.at > b.plan.credit!.at ? 1 : 0));
  credits.forEach(({ plan }, n) => { plan.credit!.number = `INV-CN-${pad(n + 1, 4)}`; });
  credits.sort((a, b) => a.invoiceIndex - b.invoiceIndex);
  for (let n = 0; n < credits.length; n += 1) {
    o.onPlan?.(credits[n]!.plan);
    const { invoice, creditNote } = applyPlan(o.accountId, credits[n]!.plan);
    rows.push(invoiceRow(invoice));
    count_(seeded, invoice);
    creditNotes.push(creditNote!);
    if (rows.length >= o.batch || n === credits.length - 1) {
      await writer.write('invoices', rows);
      rows = [];
      o.progress('credited invoices', n + 1, credits.length);
    }
  }
  for (let n = 0; n < creditNotes.length; n += o.batch) await writer.write('credit_notes', creditNotes.slice(n, n + o.batch).map(creditNoteRow));
  seeded.counts.creditNotes = creditNotes.length;
  await writer.exec('INSERT INTO number_sequences (account_id, series, last_value) VALUES (?, ?, ?), (?, ?, ?)',
    [o.accountId, 'invoice', sequence, o.accountId, 'credit_note', creditNotes.length]);
  return seeded;
}

function count_(seeded: Seeded, invoice: InvoiceRecord) {
  seeded.counts.invoices += 1;
  seeded.counts.payments += invoice.payments.length;
  seeded.counts.byStatus[invoice.status] = (seeded.counts.byStatus[invoice.status] ?? 0) + 1;
}
