// The SQLite store on better-sqlite3: WAL, synchronous transactions, one file per environment.
import Database from 'better-sqlite3';
import type { Environment } from '../../config.js';
import { newId } from '../../ids.js';
import { environmentMismatch, migrations, schemaTooNew } from '../migrations.js';
import {
  byAge, ownerTables, storedOutcome, toAccount, toApiKey, toCreditNote, toCustomer, toInvoice, toOutbox, toQueuedDocument, toStoredDocument,
  withStoredDocument, type Row,
} from '../rows.js';
import { SqliteStoreBase } from './sqlite-base.js';
import { sqliteTx, writeEvent } from './sqlite-tx.js';
import { runSync, type Tx, type Work } from '../tx.js';
import type {
  AccountRecord, ApiKeyRecord, CreditNoteListQuery, CustomerListQuery, DeliveryResult, EarlierOutcome, EventFor, IdempotencyClaim, InvoiceListQuery,
  OutboxLease, OutboxRecord, QueuedDocument, Store, StoredDocument,
} from '../store.js';
import { invoiceRanges } from '../store.js';
import { invoiceListSql } from '../invoice-list.js';
import type { CreditNoteRecord, CustomerRecord, DocumentFormat, InvoiceRecord, SellerProfile } from '../../domain/records.js';
import type { Page } from '../listing.js';

class SqliteStore extends SqliteStoreBase implements Store {
  private readonly tx: Tx;

  constructor(db: Database.Database, readonly environment: Environment) {
    super(db);
    this.tx = sqliteTx(this.prepare);
  }

  transact<T>(work: Work<T>): Promise<T> {
    return this.write(() => runSync(work(this.tx)));
  }

  ensureAccount(name: string, at: string): Promise<AccountRecord> {
    return this.transact((tx) => tx.ensureAccount(name, at));
  }

  getAccount(id: string): Promise<AccountRecord | undefined> {
    return this.run(() => runSync(this.tx.readAccount(id)));
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

  findApiKey(hash: string): Promise<ApiKeyRecord | undefined> {
    return this.run(() => {
      const row = this.prepare('SELECT * FROM api_keys WHERE hash = ?').get(hash) as Row | undefined;
      return row && toApiKey(row);
    });
  }

  getCustomer(accountId: string, id: string): Promise<CustomerRecord | undefined> {
    return this.run(() => runSync(this.tx.readCustomer(accountId, id)));
  }

  listCustomers(accountId: string, query: CustomerListQuery): Promise<Page<CustomerRecord>> {
    const select = `SELECT * FROM customers WHERE account_id = ?${query.includeDeleted ? '' : ' AND deleted_at IS NULL'}`;
    return this.run(() => this.page(select, [accountId], query, toCustomer));
  }

  findIdempotentResponse(accountId: string, claim: Omit<IdempotencyClaim, 'response'>): Promise<EarlierOutcome | undefined> {
    return this.run(() => {
      const earlier = this.prepare('SELECT * FROM idempotent_responses WHERE account_id = ? AND key = ? AND created_at >= ?')
        .get(accountId, claim.key, claim.notBefore) as Row | undefined;
      return earlier && storedOutcome(earlier, claim.fingerprint);
    });
  }

  getInvoice(accountId: string, id: string): Promise<InvoiceRecord | undefined> {
    return this.run(() => runSync(this.tx.readInvoice(accountId, id)));
  }

  findInvoiceById(id: string): Promise<InvoiceRecord | undefined> {
    return this.run(() => {
      const row = this.prepare('SELECT * FROM invoices WHERE id = ?').get(id) as Row | undefined;
      return row && toInvoice(row);
    });
  }

  listInvoices(accountId: string, query: InvoiceListQuery): Promise<Page<InvoiceRecord>> {
    const { text, values } = invoiceListSql('sqlite', accountId, query);
    return this.run(() => {
      const rows = this.prepare(text).all(...values) as Row[];
      return { items: rows.slice(0, query.limit).map(toInvoice), hasMore: rows.length > query.limit };
    });
  }

  getCreditNote(accountId: string, id: string): Promise<CreditNoteRecord | undefined> {
    return this.run(() => runSync(this.tx.readCreditNote(accountId, id)));
  }

  findCreditNoteById(id: string): Promise<CreditNoteRecord | undefined> {
    return this.run(() => {
      const row = this.prepare('SELECT * FROM credit_notes WHERE id = ?').get(id) as Row | undefined;
      return row && toCreditNote(row);
    });
  }

  listCreditNotes(accountId: string, query: CreditNoteListQuery): Promise<Page<CreditNoteRecord>> {
    let sql = 'SELECT * FROM credit_notes WHERE account_id = ?';
    const params: unknown[] = [accountId];
    if (query.invoiceId) { sql += ' AND invoice_id = ?'; params.push(query.invoiceId); }
    return this.run(() => this.page(sql, params, query, toCreditNote));
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
        writeEvent(this.prepare, event(toInvoice(this.prepare('SELECT * FROM invoices WHERE id = ?').get(row.invoice_id) as Row)));
      }
    });
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
