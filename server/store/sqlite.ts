// The SQLite store on better-sqlite3: WAL, synchronous transactions, one file per environment.
import Database from 'better-sqlite3';
import type { Environment } from '../config.js';
import { allows, decideTransition } from '../domain/lifecycle.js';
import { issueEffect, voidEffect } from '../domain/credit-notes.js';
import { creditNoteNumberTaken, seriesNumber, type NumberSeries } from '../domain/invoice-numbers.js';
import { newId } from '../ids.js';
import { environmentMismatch, migrations, schemaTooNew } from './migrations.js';
import {
  byAge, columnValue, creditNoteColumns, creditNoteValues, customerColumns, customerSets, customerValues, invoiceColumns, invoiceInsertColumns, invoiceValues, keptResponse, storedOutcome,
  ownerTables, toAccount, toApiKey, toCreditNote, toCustomer, toInvoice, toQueuedDocument, toStoredDocument, withStoredDocument,
  toOutbox, type Row,
} from './rows.js';
import { SqliteStoreBase } from './sqlite-base.js';
import { paymentEffect, type PaymentRecord } from '../domain/payments.js';
import { decideCustomerDelete, decideCustomerUpdate, type CustomerChanges } from '../domain/customers.js';
import type { EventRecord } from './event-store.js';
import type { QueuedDocument, StoredDocument, AccountRecord, ApiKeyRecord, ChangeOutcome, CreateOutcome, CreditNoteChange, CustomerChange, CustomerListQuery, EarlierOutcome, KeyedCreate, PaymentIssue, PaymentOutcome, CreditNoteIssue, CreditNoteListQuery, CreditNoteOutcome, DeliveryResult, DraftChanges, IdempotencyClaim, EventFor, InvoiceChanges, InvoiceListQuery, OutboxLease, OutboxRecord, Store, Transition } from './store.js';
import { invoiceListSql } from './invoice-list.js';
import type { CreditNoteRecord, CustomerRecord, DocumentFormat, InvoiceRecord, SellerProfile } from '../domain/records.js';
import type { ListQuery, Page } from './listing.js';

class SqliteStore extends SqliteStoreBase implements Store {
  constructor(db: Database.Database, readonly environment: Environment) {
    super(db);
  }

  ensureAccount(name: string, at: string): Promise<AccountRecord> {
    return this.run(() => {
      this.prepare('INSERT INTO accounts (id, name, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING')
        .run(newId('acct'), name, at);
      return toAccount(this.prepare('SELECT * FROM accounts WHERE name = ?').get(name) as Row);
    });
  }

  getAccount(id: string): Promise<AccountRecord | undefined> {
    return this.run(() => this.readAccount(id));
  }

  private readAccount(id: string): AccountRecord | undefined {
    const row = this.prepare('SELECT * FROM accounts WHERE id = ?').get(id) as Row | undefined;
    return row && toAccount(row);
  }

  setInvoicePrefix(name: string, prefix: string): Promise<AccountRecord | undefined> {
    return this.run(() => {
      const row = this.prepare('UPDATE accounts SET invoice_prefix = ? WHERE name = ? RETURNING *').get(prefix, name) as Row | undefined;
      return row && toAccount(row);
    });
  }

  setSellerProfile(name: string, seller: SellerProfile): Promise<AccountRecord | undefined> {
    return this.run(() => {
      const row = this.prepare('UPDATE accounts SET seller_json = ? WHERE name = ? RETURNING *').get(JSON.stringify(seller), name) as Row | undefined;
      return row && toAccount(row);
    });
  }

  insertApiKey(key: ApiKeyRecord): Promise<void> {
    return this.run(() => {
      this.prepare(`INSERT INTO api_keys (id, account_id, environment, hash, label, created_at, expires_at, revoked_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(key.id, key.accountId, key.environment, key.hash, key.label, key.createdAt, key.expiresAt, key.revokedAt);
    });
  }

  findApiKey(hash: string): Promise<ApiKeyRecord | undefined> {
    return this.run(() => {
      const row = this.prepare('SELECT * FROM api_keys WHERE hash = ?').get(hash) as Row | undefined;
      return row && toApiKey(row);
    });
  }

  revokeApiKey(hash: string, at: string): Promise<boolean> {
    return this.run(() => {
      const found = this.prepare('SELECT 1 FROM api_keys WHERE hash = ?').get(hash);
      this.prepare('UPDATE api_keys SET revoked_at = ? WHERE hash = ? AND revoked_at IS NULL').run(at, hash);
      return found !== undefined;
    });
  }

  insertCustomer(c: CustomerRecord, event?: EventRecord, idempotency?: KeyedCreate<{ kind: 'created' }>): Promise<CreateOutcome> {
    return this.write(() => this.keyed(c.accountId, c.createdAt, idempotency, () => {
      const values = customerValues(c);
      this.prepare(`INSERT INTO customers (${customerColumns}) VALUES (${values.map(() => '?').join(', ')})`).run(...values);
      if (event) this.writeEvent(event);
      return { kind: 'created' as const };
    }));
  }

  getCustomer(accountId: string, id: string): Promise<CustomerRecord | undefined> {
    return this.run(() => this.readCustomer(accountId, id));
  }

  private readCustomer(accountId: string, id: string): CustomerRecord | undefined {
    const row = this.prepare('SELECT * FROM customers WHERE id = ? AND account_id = ?').get(id, accountId) as Row | undefined;
    return row && toCustomer(row);
  }

  listCustomers(accountId: string, query: CustomerListQuery): Promise<Page<CustomerRecord>> {
    const select = `SELECT * FROM customers WHERE account_id = ?${query.includeDeleted ? '' : ' AND deleted_at IS NULL'}`;
    return this.run(() => this.page(select, [accountId], query, toCustomer));
  }

  updateCustomer(accountId: string, id: string, changes: CustomerChanges, at: string, event: (customer: CustomerRecord) => EventRecord): Promise<CustomerChange> {
    return this.write((): CustomerChange => {
      const current = this.readCustomer(accountId, id);
      if (!current) return { kind: 'not_found' };
      if (decideCustomerUpdate(current) === 'conflict') return { kind: 'conflict', customer: current };
      const { sets, values } = customerSets(changes);
      if (sets.length > 0) this.prepare(`UPDATE customers SET ${sets.join(', ')} WHERE id = ?`).run(...values, id);
      const customer = this.readCustomer(accountId, id)!;
      this.writeEvent(event(customer));
      return { kind: 'changed', customer };
    });
  }

  deleteCustomer(accountId: string, id: string, at: string, event: (customer: CustomerRecord) => EventRecord): Promise<CustomerChange> {
    return this.write((): CustomerChange => {
      const current = this.readCustomer(accountId, id);
      if (!current) return { kind: 'not_found' };
      if (decideCustomerDelete(current) === 'unchanged') return { kind: 'unchanged', customer: current };
      this.prepare('UPDATE customers SET deleted_at = ? WHERE id = ?').run(at, id);
      const customer = this.readCustomer(accountId, id)!;
      this.writeEvent(event(customer));
      return { kind: 'changed', customer };
    });
  }

  insertInvoice(invoice: InvoiceRecord, claim?: IdempotencyClaim, event?: EventRecord): Promise<CreateOutcome> {
    return this.write((): CreateOutcome => {
      if (claim) {
        this.prepare('DELETE FROM idempotency_keys WHERE account_id = ? AND key = ? AND created_at < ?')
          .run(invoice.accountId, claim.key, claim.notBefore);
        const earlier = this.prepare('SELECT * FROM idempotency_keys WHERE account_id = ? AND key = ?')
          .get(invoice.accountId, claim.key) as Row | undefined;
        if (earlier) return storedOutcome(earlier, claim.fingerprint);
      }
      // A new invoice is a draft, and a draft has no number (D33): the column keeps its null.
      const values = invoiceValues(invoice);
      this.prepare(`INSERT INTO invoices (${invoiceInsertColumns}) VALUES (${values.map(() => '?').join(', ')})`).run(...values);
      if (claim) {
        this.prepare(`INSERT INTO idempotency_keys (account_id, key, fingerprint, invoice_id, response_status, response_body, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?)`).run(invoice.accountId, claim.key, claim.fingerprint, invoice.id,
          claim.response.status, JSON.stringify(claim.response.body), invoice.createdAt);
      }
      if (event) this.writeEvent(event);
      return { kind: 'created' };
    });
  }

  findIdempotentResponse(accountId: string, claim: Omit<IdempotencyClaim, 'response'>): Promise<EarlierOutcome | undefined> {
    return this.run(() => {
      const earlier = this.prepare(`SELECT ${keptResponse} FROM idempotency_keys WHERE account_id = ? AND key = ? AND created_at >= ?
        UNION ALL SELECT ${keptResponse} FROM idempotent_responses WHERE account_id = ? AND key = ? AND created_at >= ?`)
        .get(accountId, claim.key, claim.notBefore, accountId, claim.key, claim.notBefore) as Row | undefined;
      return earlier && storedOutcome(earlier, claim.fingerprint);
    });
  }

  getInvoice(accountId: string, id: string): Promise<InvoiceRecord | undefined> {
    return this.run(() => this.readInvoice(accountId, id));
  }

  findInvoiceById(id: string): Promise<InvoiceRecord | undefined> {
    return this.run(() => {
      const row = this.prepare('SELECT * FROM invoices WHERE id = ?').get(id) as Row | undefined;
      return row && toInvoice(row);
    });
  }

  private readInvoice(accountId: string, id: string): InvoiceRecord | undefined {
    const row = this.prepare('SELECT * FROM invoices WHERE id = ? AND account_id = ?').get(id, accountId) as Row | undefined;
    return row && toInvoice(row);
  }

  listInvoices(accountId: string, query: InvoiceListQuery): Promise<Page<InvoiceRecord>> {
    const { text, values } = invoiceListSql('sqlite', accountId, query);
    return this.run(() => {
      const rows = this.prepare(text).all(...values) as Row[];
      return { items: rows.slice(0, query.limit).map(toInvoice), hasMore: rows.length > query.limit };
    });
  }

  updateDraft(accountId: string, id: string, changes: DraftChanges, at: string, event?: EventFor): Promise<ChangeOutcome> {
    return this.write((): ChangeOutcome => {
      const current = this.readInvoice(accountId, id);
      if (!current) return { kind: 'not_found' };
      if (!allows('update', current.status)) return { kind: 'conflict', invoice: current };
      const sets = ['updated_at = ?'];
      const values: unknown[] = [at];
      for (const [field, value] of Object.entries(changes) as [keyof DraftChanges, unknown][]) {
        if (value === undefined) continue;
        sets.push(`${invoiceColumns[field]} = ?`);
        values.push(columnValue(field, value));
      }
      this.prepare(`UPDATE invoices SET ${sets.join(', ')} WHERE id = ?`).run(...values, id);
      const invoice = this.readInvoice(accountId, id)!;
      if (event) this.writeEvent(event(invoice));
      return { kind: 'changed', invoice };
    });
  }

  transition(accountId: string, id: string, t: Transition): Promise<ChangeOutcome> {
    return this.write((): ChangeOutcome => {
      const current = this.readInvoice(accountId, id);
      if (!current) return { kind: 'not_found' };
      const decision = decideTransition(current, t);
      if (decision !== 'change') return { kind: decision, invoice: current };
      const decided = t.decide?.(current, { customer: this.readCustomer(accountId, current.customerId)!, account: this.readAccount(accountId)! });
      const { changes, documents, outbox } = { ...t, ...decided, changes: { ...t.changes, ...decided?.changes } };
      const sets = ['status = ?', 'updated_at = ?'];
      const values: unknown[] = [t.to, t.at];
      for (const [field, value] of Object.entries(changes) as [keyof InvoiceChanges, unknown][]) {
        sets.push(`${invoiceColumns[field]} = ?`);
        values.push(columnValue(field, value));
      }
      this.prepare(`UPDATE invoices SET ${sets.join(', ')} WHERE id = ?`).run(...values, id);
      if (t.numbered) this.prepare('UPDATE invoices SET number = ? WHERE id = ?').run(this.nextNumber(accountId, 'invoice'), id);
      if (outbox) {
        const m = outbox;
        this.prepare(`INSERT INTO outbox (id, account_id, invoice_id, to_json, cc_json, message, status, attempts, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(m.id, m.accountId, m.invoiceId, JSON.stringify(m.to), JSON.stringify(m.cc),
          m.message, m.status, m.attempts, m.createdAt);
      }
      const cancelled = t.cancelMail
        ? this.prepare(`UPDATE outbox SET status = 'failed', last_error = ?, claimed_until = NULL WHERE invoice_id = ? AND status = 'pending'
            AND (claimed_until IS NULL OR claimed_until <= ?)`).run(t.cancelMail.reason, id, t.at).changes
        : 0;
      for (const format of documents ?? []) this.queueDocument({ ownerId: id, ownerKind: 'invoice', accountId, format }, t.at);
      const invoice = this.readInvoice(accountId, id)!;
      if (t.event) this.writeEvent(t.event(invoice));
      if (cancelled > 0) this.writeEvent(t.cancelMail!.event(invoice));
      return { kind: 'changed', invoice };
    });
  }

  /**
   * The account's next number in `series`, taken inside the caller's transaction. Every write
   * transaction here is IMMEDIATE: it holds the write lock, so no other one reads the counter
   * meanwhile, and a rollback gives the number back.
   */
  private nextNumber(accountId: string, series: NumberSeries): string {
    const { last_value: sequence } = this.prepare(`INSERT INTO number_sequences (account_id, series, last_value) VALUES (?, ?, 1)
      ON CONFLICT (account_id, series) DO UPDATE SET last_value = last_value + 1 RETURNING last_value`).get(accountId, series) as { last_value: number };
    const { invoice_prefix: prefix } = this.prepare('SELECT invoice_prefix FROM accounts WHERE id = ?').get(accountId) as { invoice_prefix: string };
    const number = seriesNumber(series, prefix, sequence);
    if (series === 'credit_note' && this.prepare('SELECT 1 FROM invoices WHERE account_id = ? AND number = ?').get(accountId, number)) {
      throw creditNoteNumberTaken(number);
    }
    return number;
  }

  insertCreditNote({ creditNote: note, idempotency: claim, created, settled, documents }: CreditNoteIssue): Promise<CreditNoteOutcome> {
    return this.write((): CreditNoteOutcome => {
      if (claim) {
        this.prepare('DELETE FROM idempotency_keys WHERE account_id = ? AND key = ? AND created_at < ?').run(note.accountId, claim.key, claim.notBefore);
        const earlier = this.prepare('SELECT * FROM idempotency_keys WHERE account_id = ? AND key = ?').get(note.accountId, claim.key) as Row | undefined;
        if (earlier) return storedOutcome(earlier, claim.fingerprint);
      }
      const invoice = this.readInvoice(note.accountId, note.invoiceId);
      if (!invoice) return { kind: 'not_found' };
      const effect = issueEffect(invoice, note.total);
      if (effect.kind === 'conflict') return { kind: 'conflict', invoice };
      if (effect.kind === 'exceeds') return { kind: 'exceeds', invoice, remaining: effect.remaining };
      const creditNote: CreditNoteRecord = { ...note, number: this.nextNumber(note.accountId, 'credit_note'), documents: [] };
      this.prepare(`INSERT INTO credit_notes (${creditNoteColumns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(...creditNoteValues(creditNote));
      for (const format of documents ?? []) this.queueDocument({ ownerId: note.id, ownerKind: 'credit_note', accountId: note.accountId, format }, note.createdAt);
      this.prepare('UPDATE invoices SET amount_credited = ?, status = ?, paid_at = ?, updated_at = ? WHERE id = ?')
        .run(effect.amountCredited, effect.status, effect.settled ? note.createdAt : invoice.paidAt, note.createdAt, invoice.id);
      const after = this.readInvoice(note.accountId, invoice.id)!;
      if (claim) {
        const response = claim.respond(creditNote);
        this.prepare(`INSERT INTO idempotency_keys (account_id, key, fingerprint, invoice_id, response_status, response_body, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?)`).run(note.accountId, claim.key, claim.fingerprint, invoice.id, response.status, JSON.stringify(response.body), note.createdAt);
      }
      this.writeEvent(created(creditNote));
      if (effect.settled) this.writeEvent(settled(after));
      return { kind: 'created', creditNote, invoice: after };
    });
  }

  recordPayment(p: PaymentIssue): Promise<PaymentOutcome | EarlierOutcome> {
    const at = p.payment.createdAt;
    return this.write(() => this.keyed(p.accountId, at, p.idempotency, (): PaymentOutcome => {
      const invoice = this.readInvoice(p.accountId, p.invoiceId);
      if (!invoice) return { kind: 'not_found' };
      const effect = paymentEffect(invoice, { amount: p.amount, currency: p.currency, paidAt: p.paidAt, at: new Date(at) });
      if (effect.kind === 'conflict') return { kind: 'conflict', invoice };
      if (effect.kind === 'refused') return effect;
      const payment: PaymentRecord = { ...p.payment, amount: effect.amount, currency: invoice.currency, paidAt: effect.paidAt };
      this.prepare('UPDATE invoices SET amount_paid = ?, payments_json = ?, status = ?, paid_at = ?, updated_at = ? WHERE id = ?')
        .run(effect.amountPaid, JSON.stringify([...invoice.payments, payment]), effect.status, effect.settled ? at : invoice.paidAt, at, invoice.id);
      const after = this.readInvoice(p.accountId, invoice.id)!;
      this.writeEvent(p.recorded(after));
      if (effect.settled) this.writeEvent(p.settled(after));
      return { kind: 'created', payment, invoice: after };
    }));
  }

  getCreditNote(accountId: string, id: string): Promise<CreditNoteRecord | undefined> {
    return this.run(() => this.readCreditNote(accountId, id));
  }

  findCreditNoteById(id: string): Promise<CreditNoteRecord | undefined> {
    return this.run(() => {
      const row = this.prepare('SELECT * FROM credit_notes WHERE id = ?').get(id) as Row | undefined;
      return row && toCreditNote(row);
    });
  }

  private readCreditNote(accountId: string, id: string): CreditNoteRecord | undefined {
    const row = this.prepare('SELECT * FROM credit_notes WHERE id = ? AND account_id = ?').get(id, accountId) as Row | undefined;
    return row && toCreditNote(row);
  }

  listCreditNotes(accountId: string, query: CreditNoteListQuery): Promise<Page<CreditNoteRecord>> {
    let sql = 'SELECT * FROM credit_notes WHERE account_id = ?';
    const params: unknown[] = [accountId];
    if (query.invoiceId) { sql += ' AND invoice_id = ?'; params.push(query.invoiceId); }
    return this.run(() => this.page(sql, params, query, toCreditNote));
  }

  voidCreditNote(accountId: string, id: string, at: string, event: (creditNote: CreditNoteRecord) => EventRecord): Promise<CreditNoteChange> {
    return this.write((): CreditNoteChange => {
      const current = this.readCreditNote(accountId, id);
      if (!current) return { kind: 'not_found' };
      const invoice = this.readInvoice(accountId, current.invoiceId)!;
      const effect = voidEffect(invoice, current);
      if (effect.kind === 'unchanged') return { kind: 'unchanged', creditNote: current };
      if (effect.kind === 'conflict') return { kind: 'conflict', creditNote: current, invoice };
      this.prepare('UPDATE credit_notes SET status = ?, updated_at = ? WHERE id = ?').run(effect.status, at, id);
      this.prepare('UPDATE invoices SET amount_credited = ?, updated_at = ? WHERE id = ?').run(effect.amountCredited, at, invoice.id);
      const creditNote = this.readCreditNote(accountId, id)!;
      this.writeEvent(event(creditNote));
      return { kind: 'changed', creditNote };
    });
  }

  listOutbox(accountId: string): Promise<OutboxRecord[]> {
    return this.run(() =>
      (this.prepare('SELECT * FROM outbox WHERE account_id = ? ORDER BY created_at, id').all(accountId) as Row[]).map(toOutbox));
  }

  countPendingOutbox(): Promise<number> {
    return this.run(() => (this.prepare("SELECT count(*) AS n FROM outbox WHERE status = 'pending'").get() as { n: number }).n);
  }

  claimDueOutbox(at: string, limit: number, lease: OutboxLease): Promise<OutboxRecord[]> {
    // One immediate transaction: a second process waits for the write lock, then sees the claims.
    return this.write(() => (this.prepare(`UPDATE outbox SET claimed_by = ?, claimed_until = ?
      WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
        AND (claimed_until IS NULL OR claimed_until <= ? OR claimed_by = ?) ORDER BY created_at, id LIMIT ?)
      RETURNING *`).all(lease.owner, lease.until, at, at, lease.owner, limit) as Row[]).map(toOutbox).sort(byAge));
  }

  recordDelivery(id: string, result: DeliveryResult, event?: EventFor): Promise<void> {
    return this.write(() => {
      const row = this.prepare(`UPDATE outbox SET attempts = attempts + 1, status = ?, sent_at = ?, next_attempt_at = ?, last_error = ?,
        claimed_until = NULL WHERE id = ? AND status = 'pending' RETURNING invoice_id`).get(result.status, result.status === 'sent' ? result.at : null,
        result.status === 'pending' ? result.nextAttemptAt : null, result.status === 'sent' ? null : result.error, id) as Row | undefined;
      if (row && event && result.status !== 'pending') {
        this.writeEvent(event(toInvoice(this.prepare('SELECT * FROM invoices WHERE id = ?').get(row.invoice_id) as Row)));
      }
    });
  }

  private queueDocument(queued: QueuedDocument, at: string): void {
    this.prepare(`INSERT INTO documents (owner_id, format, owner_kind, account_id, queued_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (owner_id, format) DO NOTHING`).run(queued.ownerId, queued.format, queued.ownerKind, queued.accountId, at);
  }

  findStoredDocument(ownerId: string, format: DocumentFormat): Promise<StoredDocument | undefined> {
    return this.run(() => {
      const row = this.prepare('SELECT * FROM documents WHERE owner_id = ? AND format = ? AND sha256 IS NOT NULL').get(ownerId, format) as Row | undefined;
      return row && toStoredDocument(row);
    });
  }

  storeDocument(d: StoredDocument): Promise<StoredDocument> {
    return this.write(() => {
      const filled = this.prepare('UPDATE documents SET sha256 = ?, size = ?, bytes = ?, created_at = ? WHERE owner_id = ? AND format = ? AND sha256 IS NULL')
        .run(d.sha256, d.size, d.bytes, d.createdAt, d.ownerId, d.format).changes
        || this.prepare(`INSERT INTO documents (owner_id, format, owner_kind, account_id, queued_at, sha256, size, bytes, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (owner_id, format) DO NOTHING`)
          .run(d.ownerId, d.format, d.ownerKind, d.accountId, d.createdAt, d.sha256, d.size, d.bytes, d.createdAt).changes;
      if (filled > 0) {
        const table = ownerTables[d.ownerKind];
        const { documents_json: listed } = this.prepare(`SELECT documents_json FROM ${table} WHERE id = ?`).get(d.ownerId) as Row;
        this.prepare(`UPDATE ${table} SET documents_json = ? WHERE id = ?`).run(withStoredDocument(listed, d), d.ownerId);
      }
      return toStoredDocument(this.prepare('SELECT * FROM documents WHERE owner_id = ? AND format = ?').get(d.ownerId, d.format) as Row);
    });
  }

  queuedDocuments(limit: number): Promise<QueuedDocument[]> {
    return this.run(() => (this.prepare('SELECT * FROM documents WHERE sha256 IS NULL ORDER BY queued_at LIMIT ?').all(limit) as Row[]).map(toQueuedDocument));
  }

  ping(): Promise<void> {
    return this.run(() => { this.prepare('SELECT 1').get(); });
  }

  probeWrite(at: string): Promise<void> {
    return this.run(() => {
      this.prepare("INSERT INTO meta (key, value) VALUES ('write_probe', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(at);
    });
  }

  close(): Promise<void> {
    return this.run(() => { this.database.close(); });
  }
}

/** Applies pending migrations and records the environment on first use. */
function migrate(db: Database.Database, environment: Environment): void {
  const apply = db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > migrations.length) throw schemaTooNew(version);
    migrations.slice(version).forEach((step) => db.exec(step.sqlite));
    db.pragma(`user_version = ${migrations.length}`);
    db.prepare("INSERT INTO meta (key, value) VALUES ('environment', ?) ON CONFLICT (key) DO NOTHING").run(environment);
    return (db.prepare("SELECT value FROM meta WHERE key = 'environment'").get() as { value: string }).value;
  });
  try {
    const owner = apply.immediate();
    if (owner !== environment) throw environmentMismatch(owner, environment);
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Opens (and creates or migrates) a SQLite store: a file path, or ':memory:' for tests. */
export function openSqliteStore(path: string, environment: Environment): Store {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Group commit puts each write in a savepoint (group-commit.ts); their rollback journals stay
  // in memory instead of a temporary file made and written for every group (R122).
  db.pragma('temp_store = MEMORY');
  migrate(db, environment);
  return new SqliteStore(db, environment);
}
