// The Tx (tx.ts) on PostgreSQL: each call sends its statements on the transaction's connection
// and answers a promise. A record read with `hold` is locked until the transaction ends (FOR
// UPDATE, FOR SHARE), so a racing write waits, then reads what this one wrote.
import type pg from 'pg';
import { newId } from '../../ids.js';
import { endpointSets, subscribes, toEndpoint } from '../event-rows.js';
import type { EventRecord, WebhookEndpointRecord } from '../event-store.js';
import type { StoredResponse } from '../keyed-create.js';
import { all, one } from './postgres-pool.js';
import {
  creditNoteColumns, creditNoteValues, customerColumns, customerSets, customerValues, invoiceInsertColumns, invoiceSets, invoiceValues, storedOutcome,
  toAccount, toApiKey, toCreditNote, toCustomer, toInvoice, type Row,
} from '../rows.js';
import { StoreError } from '../store-error.js';
import type { ApiKeyRecord, OutboxRecord, QueuedDocument } from '../store.js';
import { step, type CustomerWrite, type Hold, type InvoiceWrite, type KeyClaim, type Tx } from '../tx.js';
import type { CreditNoteRecord, CustomerRecord, InvoiceRecord } from '../../domain/records.js';
import type { NumberSeries } from '../../domain/invoice-numbers.js';

const marks = (values: readonly unknown[]) => values.map((_, i) => `$${i + 1}`).join(', ');
const lock = (hold: Hold | undefined) => (hold === undefined ? '' : hold === 'share' ? ' FOR SHARE' : ' FOR UPDATE');

/** The Tx on a transaction's connection; on the pool itself, for reads outside a transaction. */
export function postgresTx(client: pg.PoolClient | pg.Pool): Tx {
  const run = async (sql: string, values: unknown[]) => { await client.query(sql, values); };
  const read = async <T>(table: string, map: (row: Row) => T, accountId: string, id: string, hold?: Hold) => {
    const row = await one(client, `SELECT * FROM ${table} WHERE id = $1 AND account_id = $2${lock(hold)}`, [id, accountId]);
    return row && map(row);
  };
  const update = async <T>(table: string, map: (row: Row) => T, id: string, { sets, values }: { sets: string[]; values: unknown[] }) =>
    map((sets.length > 0
      ? await one(client, `UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1 RETURNING *`, [id, ...values])
      : await one(client, `SELECT * FROM ${table} WHERE id = $1`, [id]))!);

  return {
    readInvoice: (accountId, id, hold) => step(read('invoices', toInvoice, accountId, id, hold)),
    insertInvoice: (invoice: InvoiceRecord) => {
      const values = invoiceValues(invoice);
      return step(run(`INSERT INTO invoices (${invoiceInsertColumns}) VALUES (${marks(values)})`, values));
    },
    updateInvoice: (id: string, changes: InvoiceWrite) => step(update('invoices', toInvoice, id, invoiceSets(changes, 2))),

    readCustomer: (accountId, id, hold) => step(read('customers', toCustomer, accountId, id, hold)),
    insertCustomer: (customer: CustomerRecord) => {
      const values = customerValues(customer);
      return step(run(`INSERT INTO customers (${customerColumns}) VALUES (${marks(values)})`, values));
    },
    updateCustomer: (id: string, changes: CustomerWrite) => step(update('customers', toCustomer, id, customerSets(changes, 2))),

    readAccount: (accountId, hold) => step(one(client, `SELECT * FROM accounts WHERE id = $1${lock(hold)}`, [accountId]).then((row) => row && toAccount(row))),
    ensureAccount: (name, at) => step((async () => {
      await run('INSERT INTO accounts (id, name, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [newId('acct'), name, at]);
      return toAccount((await one(client, 'SELECT * FROM accounts WHERE name = $1', [name]))!);
    })()),

    insertApiKey: (k: ApiKeyRecord) => step(run(`INSERT INTO api_keys (id, account_id, environment, hash, label, created_at, expires_at, revoked_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [k.id, k.accountId, k.environment, k.hash, k.label, k.createdAt, k.expiresAt, k.revokedAt])),
    readApiKey: (hash, hold) => step(one(client, `SELECT * FROM api_keys WHERE hash = $1${lock(hold)}`, [hash]).then((row) => row && toApiKey(row))),
    revokeApiKey: (id, at) => step(run('UPDATE api_keys SET revoked_at = $2 WHERE id = $1', [id, at])),

    readCreditNote: (accountId, id, hold) => step(read('credit_notes', toCreditNote, accountId, id, hold)),
    insertCreditNote: (creditNote: CreditNoteRecord) => {
      const values = creditNoteValues(creditNote);
      return step(run(`INSERT INTO credit_notes (${creditNoteColumns}) VALUES (${marks(values)})`, values));
    },
    updateCreditNote: (id, { status, updatedAt }) => step(one(client, 'UPDATE credit_notes SET status = $2, updated_at = $3 WHERE id = $1 RETURNING *',
      [id, status, updatedAt]).then((row) => toCreditNote(row!))),

    // The upsert locks the account's counter row until the transaction ends: changes from any process take numbers one after the other.
    nextSequence: (accountId: string, series: NumberSeries) => step(one(client, `INSERT INTO number_sequences (account_id, series, last_value) VALUES ($1, $2, 1)
      ON CONFLICT (account_id, series) DO UPDATE SET last_value = number_sequences.last_value + 1
      RETURNING last_value, (SELECT invoice_prefix FROM accounts WHERE id = $1) AS prefix`, [accountId, series])
      .then((row) => ({ sequence: Number(row!.last_value), prefix: row!.prefix as string }))),
    invoiceNumberTaken: (accountId, number) => step(one(client, 'SELECT 1 FROM invoices WHERE account_id = $1 AND number = $2', [accountId, number])
      .then((row) => row !== undefined)),

    insertOutbox: (m: OutboxRecord) => step(run(`INSERT INTO outbox (id, account_id, invoice_id, to_json, cc_json, message, status, attempts, created_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, [m.id, m.accountId, m.invoiceId, JSON.stringify(m.to), JSON.stringify(m.cc), m.message, m.status, m.attempts, m.createdAt])),
    failPendingOutbox: (invoiceId, reason, at) => step(client.query(`UPDATE outbox SET status = 'failed', last_error = $2, claimed_until = NULL
      WHERE invoice_id = $1 AND status = 'pending' AND (claimed_until IS NULL OR claimed_until <= $3)`, [invoiceId, reason, at]).then((r) => r.rowCount ?? 0)),
    queueDocument: (q: QueuedDocument, at: string) => step(run(`INSERT INTO documents (owner_id, format, owner_kind, account_id, queued_at)
      VALUES ($1, $2, $3, $4, $5) ON CONFLICT (owner_id, format) DO NOTHING`, [q.ownerId, q.format, q.ownerKind, q.accountId, at])),
    appendEvent: (event: EventRecord) => step(writeEvent(client, event)),

    countEndpoints: (accountId) => step(one(client, 'SELECT count(*)::int AS n FROM webhook_endpoints WHERE account_id = $1', [accountId]).then((row) => row!.n as number)),
    insertEndpoint: (e: WebhookEndpointRecord) => step(run(`INSERT INTO webhook_endpoints (id, account_id, url, enabled_events_json, description, disabled,
      secret_sealed, previous_secret_sealed, previous_secret_until, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [e.id, e.accountId, e.url, JSON.stringify(e.enabledEvents), e.description, e.disabled, e.secretSealed, e.previousSecretSealed, e.previousSecretUntil, e.createdAt])),
    readEndpoint: (accountId, id, hold) => step(read('webhook_endpoints', toEndpoint, accountId, id, hold)),
    updateEndpoint: (id, changes) => step(update('webhook_endpoints', toEndpoint, id, endpointSets(changes, 2))),
    deleteEndpoint: (id) => step(run('DELETE FROM webhook_endpoints WHERE id = $1', [id])),

    // The key is claimed (or taken over when older than the window) by the insert: a request
    // racing with the same key waits on the key's unique index until this transaction ends.
    claimKey: (accountId: string, claim: KeyClaim, at: string) => step((async () => {
      const claimed = await client.query(`INSERT INTO idempotent_responses (account_id, key, fingerprint, response_status, response_body, created_at)
        VALUES ($1, $2, $3, 0, 'null', $4) ON CONFLICT (account_id, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint,
          response_status = 0, response_body = 'null', created_at = EXCLUDED.created_at WHERE idempotent_responses.created_at < $5
        RETURNING 1`, [accountId, claim.key, claim.fingerprint, at, claim.notBefore]);
      if (claimed.rowCount === 1) return undefined;
      const earlier = await one(client, 'SELECT fingerprint, response_status, response_body FROM idempotent_responses WHERE account_id = $1 AND key = $2',
        [accountId, claim.key]);
      if (!earlier) throw new StoreError('conflict', 'Another request with this Idempotency-Key was under way; retry the request.');
      return storedOutcome(earlier, claim.fingerprint);
    })()),
    keepResponse: (accountId: string, key: string, response: StoredResponse | undefined) => step(response
      ? run('UPDATE idempotent_responses SET response_status = $3, response_body = $4 WHERE account_id = $1 AND key = $2',
        [accountId, key, response.status, JSON.stringify(response.body)])
      : run('DELETE FROM idempotent_responses WHERE account_id = $1 AND key = $2', [accountId, key])),
  };
}

/** Writes an event and one pending delivery per enabled endpoint of its account that subscribed to its type. Call inside a transaction. */
export async function writeEvent(client: pg.PoolClient | pg.Pool, event: EventRecord): Promise<void> {
  await client.query('INSERT INTO events (id, account_id, type, object_id, request_id, data_json, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [event.id, event.accountId, event.type, event.objectId, event.requestId, JSON.stringify(event.object), event.createdAt]);
  const endpoints = (await all(client, 'SELECT * FROM webhook_endpoints WHERE account_id = $1 AND NOT disabled', [event.accountId])).map(toEndpoint);
  for (const endpoint of endpoints.filter((e) => subscribes(e.enabledEvents, event.type))) {
    await client.query(`INSERT INTO webhook_deliveries (id, account_id, event_id, endpoint_id, status, attempts, next_attempt_at, created_at)
      VALUES ($1, $2, $3, $4, 'pending', 0, $5, $5)`, [newId('whd'), event.accountId, event.id, endpoint.id, event.createdAt]);
  }
}
