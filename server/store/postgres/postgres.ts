// The PostgreSQL store (D16): the Store contract on a pg pool, for several server processes
// sharing one database. Races between processes are settled by the database: the key's
// unique index and INSERT ... ON CONFLICT for idempotent creates, SELECT ... FOR UPDATE for
// state changes, FOR UPDATE SKIP LOCKED and a lease for outbox claims.
import type pg from 'pg';
import type { Environment } from '../../config.js';
import { newId } from '../../ids.js';
import { DatabaseMismatchError } from '../migrations.js';
import { describeDatabase } from '../database-location.js';
import { PostgresEvents } from './postgres-events.js';
import { invoiceListStatement, pageStatement, toPage } from './postgres-listing.js';
import { all, createPool, inTransaction, migrate, one, type PoolOptions } from './postgres-pool.js';
import { postgresTx, writeEvent } from './postgres-tx.js';
import { byAge, ownerTables, toCreditNote, toCustomer, storedOutcome, toAccount, toApiKey, toInvoice, toOutbox, toQueuedDocument, toStoredDocument, withStoredDocument } from '../rows.js';
import { runAsync, type Work } from '../tx.js';
import type {
  AccountRecord, ApiKeyRecord, CreditNoteListQuery, CustomerListQuery, DeliveryResult, EarlierOutcome, EventFor, IdempotencyClaim, InvoiceListQuery,
  OutboxLease, OutboxRecord, QueuedDocument, Store, StoredDocument,
} from '../store.js';
import type { CreditNoteRecord, CustomerRecord, DocumentFormat, InvoiceRecord, SellerProfile } from '../../domain/records.js';
import type { Page } from '../listing.js';

class PostgresStore extends PostgresEvents implements Store {
  constructor(private readonly pool: pg.Pool, readonly environment: Environment) {
    super(pool);
  }

  transact<T>(work: Work<T>): Promise<T> {
    return this.run(() => inTransaction(this.pool, (client) => runAsync(work(postgresTx(client)))));
  }

  ensureAccount(name: string, at: string): Promise<AccountRecord> {
    return this.transact((tx) => tx.ensureAccount(name, at));
  }

  getAccount(id: string): Promise<AccountRecord | undefined> {
    return this.run(() => runAsync(postgresTx(this.pool).readAccount(id)));
  }

  setInvoicePrefix(name: string, prefix: string): Promise<AccountRecord | undefined> {
    return this.run(async () => {
      const row = await one(this.pool, 'UPDATE accounts SET invoice_prefix = $2 WHERE name = $1 RETURNING *', [name, prefix]);
      return row && toAccount(row);
    });
  }

  setSellerProfile(name: string, seller: SellerProfile): Promise<AccountRecord | undefined> {
    return this.run(async () => {
      const row = await one(this.pool, 'UPDATE accounts SET seller_json = $2 WHERE name = $1 RETURNING *', [name, JSON.stringify(seller)]);
      return row && toAccount(row);
    });
  }

  findApiKey(hash: string): Promise<ApiKeyRecord | undefined> {
    return this.run(async () => {
      const row = await one(this.pool, 'SELECT * FROM api_keys WHERE hash = $1', [hash]);
      return row && toApiKey(row);
    });
  }

  getCustomer(accountId: string, id: string): Promise<CustomerRecord | undefined> {
    return this.run(() => runAsync(postgresTx(this.pool).readCustomer(accountId, id)));
  }

  listCustomers(accountId: string, query: CustomerListQuery): Promise<Page<CustomerRecord>> {
    const select = `SELECT * FROM customers WHERE account_id = $1${query.includeDeleted ? '' : ' AND deleted_at IS NULL'}`;
    return this.run(async () => {
      const { text, values } = pageStatement(select, [accountId], query);
      return toPage(await all(this.pool, text, values), query, toCustomer);
    });
  }

  findIdempotentResponse(accountId: string, claim: Omit<IdempotencyClaim, 'response'>): Promise<EarlierOutcome | undefined> {
    return this.run(async () => {
      const earlier = await one(this.pool, 'SELECT * FROM idempotent_responses WHERE account_id = $1 AND key = $2 AND created_at >= $3',
        [accountId, claim.key, claim.notBefore]);
      return earlier && storedOutcome(earlier, claim.fingerprint);
    });
  }

  getInvoice(accountId: string, id: string): Promise<InvoiceRecord | undefined> {
    return this.run(() => runAsync(postgresTx(this.pool).readInvoice(accountId, id)));
  }

  findInvoiceById(id: string): Promise<InvoiceRecord | undefined> {
    return this.run(async () => {
      const row = await one(this.pool, 'SELECT * FROM invoices WHERE id = $1', [id]);
      return row && toInvoice(row);
    });
  }

  listInvoices(accountId: string, query: InvoiceListQuery): Promise<Page<InvoiceRecord>> {
    return this.run(async () => {
      const { text, values } = invoiceListStatement(accountId, query);
      return toPage(await all(this.pool, text, values), query, toInvoice);
    });
  }

  getCreditNote(accountId: string, id: string): Promise<CreditNoteRecord | undefined> {
    return this.run(() => runAsync(postgresTx(this.pool).readCreditNote(accountId, id)));
  }

  findCreditNoteById(id: string): Promise<CreditNoteRecord | undefined> {
    return this.run(async () => {
      const row = await one(this.pool, 'SELECT * FROM credit_notes WHERE id = $1', [id]);
      return row && toCreditNote(row);
    });
  }

  listCreditNotes(accountId: string, query: CreditNoteListQuery): Promise<Page<CreditNoteRecord>> {
    return this.run(async () => {
      let select = 'SELECT * FROM credit_notes WHERE account_id = $1';
      const values: unknown[] = [accountId];
      if (query.invoiceId) select += ` AND invoice_id = $${values.push(query.invoiceId)}`;
      const { text, values: args } = pageStatement(select, values, query);
      return toPage(await all(this.pool, text, args), query, toCreditNote);
    });
  }

  listOutbox(accountId: string): Promise<OutboxRecord[]> {
    return this.run(async () => (await all(this.pool, 'SELECT * FROM outbox WHERE account_id = $1 ORDER BY created_at, id', [accountId])).map(toOutbox));
  }

  countPendingOutbox(): Promise<number> {
    return this.run(async () => (await one(this.pool, "SELECT count(*) AS n FROM outbox WHERE status = 'pending'"))!.n as number);
  }

  claimDueOutbox(at: string, limit: number, lease: OutboxLease): Promise<OutboxRecord[]> {
    // One statement: rows another worker is claiming right now are skipped, not waited for;
    // rows it has claimed carry its lease and fail the filter until the lease runs out.
    return this.run(async () => (await all(this.pool, `UPDATE outbox SET claimed_by = $1, claimed_until = $2
      WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= $3)
        AND (claimed_until IS NULL OR claimed_until <= $3 OR claimed_by = $1)
        ORDER BY created_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
      RETURNING *`, [lease.owner, lease.until, at, limit])).map(toOutbox).sort(byAge));
  }

  recordDelivery(id: string, result: DeliveryResult, event?: EventFor): Promise<void> {
    return this.run(() => inTransaction(this.pool, async (client) => {
      const row = await one(client, `UPDATE outbox SET attempts = attempts + 1, status = $2, sent_at = $3, next_attempt_at = $4, last_error = $5,
        claimed_until = NULL WHERE id = $1 AND status = 'pending' RETURNING invoice_id`, [id, result.status,
        result.status === 'sent' ? result.at : null, result.status === 'pending' ? result.nextAttemptAt : null,
        result.status === 'sent' ? null : result.error]);
      if (row && event && result.status !== 'pending') {
        await writeEvent(client, event(toInvoice((await one(client, 'SELECT * FROM invoices WHERE id = $1', [row.invoice_id]))!)));
      }
    }));
  }

  findStoredDocument(ownerId: string, format: DocumentFormat): Promise<StoredDocument | undefined> {
    return this.run(async () => {
      const row = await one(this.pool, 'SELECT * FROM documents WHERE owner_id = $1 AND format = $2 AND sha256 IS NOT NULL', [ownerId, format]);
      return row && toStoredDocument(row);
    });
  }

  storeDocument(d: StoredDocument): Promise<StoredDocument> {
    return this.run(() => inTransaction(this.pool, async (client) => {
      // The owner's row lock orders the documents listed on it; the row's own lock settles racing renderers.
      const table = ownerTables[d.ownerKind];
      const owner = await one(client, `SELECT documents_json FROM ${table} WHERE id = $1 FOR UPDATE`, [d.ownerId]);
      const filled = (await client.query('UPDATE documents SET sha256 = $3, size = $4, bytes = $5, created_at = $6 WHERE owner_id = $1 AND format = $2 AND sha256 IS NULL',
        [d.ownerId, d.format, d.sha256, d.size, d.bytes, d.createdAt])).rowCount
        || (await client.query(`INSERT INTO documents (owner_id, format, owner_kind, account_id, queued_at, sha256, size, bytes, created_at)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $5) ON CONFLICT (owner_id, format) DO NOTHING`,
        [d.ownerId, d.format, d.ownerKind, d.accountId, d.createdAt, d.sha256, d.size, d.bytes])).rowCount;
      if (filled) await client.query(`UPDATE ${table} SET documents_json = $2 WHERE id = $1`, [d.ownerId, withStoredDocument(owner!.documents_json, d)]);
      return toStoredDocument((await one(client, 'SELECT * FROM documents WHERE owner_id = $1 AND format = $2', [d.ownerId, d.format]))!);
    }));
  }

  queuedDocuments(limit: number): Promise<QueuedDocument[]> {
    return this.run(async () => (await all(this.pool, 'SELECT owner_id, owner_kind, account_id, format FROM documents WHERE sha256 IS NULL ORDER BY queued_at LIMIT $1', [limit]))
      .map(toQueuedDocument));
  }

  ping(): Promise<void> {
    return this.run(async () => {
      await this.pool.query('SELECT 1');
    });
  }

  probeWrite(at: string): Promise<void> {
    return this.run(async () => {
      await this.pool.query("INSERT INTO meta (key, value) VALUES ('write_probe', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value", [at]);
    });
  }

  async close(): Promise<void> {
    if (!this.pool.ending) await this.pool.end();
  }
}

/** Opens a PostgreSQL store: connects a pool, applies missing migrations and checks the environment (D1). */
export async function openPostgresStore(url: string, environment: Environment, options: PoolOptions = {}): Promise<Store> {
  const pool = createPool(url, options);
  try {
    await migrate(pool, environment);
  } catch (error) {
    await pool.end();
    if (error instanceof DatabaseMismatchError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot open the PostgreSQL database ${describeDatabase(url)}: ${reason}`, { cause: error });
  }
  return new PostgresStore(pool, environment);
}
