// The Tx (tx.ts) on SQLite: each call runs its statements at once and answers a value. Every
// write transaction is IMMEDIATE and holds the database's write lock (group-commit.ts), so the
// reads need no lock of their own and `hold` is left to PostgreSQL.
import type Database from 'better-sqlite3';
import { newId } from '../../ids.js';
import { endpointSets, subscribes, toEndpoint } from '../event-rows.js';
import type { EventRecord, WebhookEndpointRecord } from '../event-store.js';
import type { StoredResponse } from '../keyed-create.js';
import {
  creditNoteColumns, creditNoteValues, customerColumns, customerSets, customerValues, invoiceInsertColumns, invoiceSets, invoiceValues, storedOutcome,
  toAccount, toApiKey, toCreditNote, toCustomer, toInvoice, type Row,
} from '../rows.js';
import type { ApiKeyRecord, OutboxRecord, QueuedDocument } from '../store.js';
import { step, type CustomerWrite, type InvoiceWrite, type KeyClaim, type Tx } from '../tx.js';
import type { CreditNoteRecord, CustomerRecord, InvoiceRecord } from '../../domain/records.js';
import type { NumberSeries } from '../../domain/invoice-numbers.js';

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

export function sqliteTx(prepare: (sql: string) => Database.Statement): Tx {
  const get = (sql: string, ...values: unknown[]) => prepare(sql).get(...values) as Row | undefined;
  const run = (sql: string, ...values: unknown[]) => prepare(sql).run(...values);
  const read = <T>(table: string, map: (row: Row) => T, accountId: string, id: string) => {
    const row = get(`SELECT * FROM ${table} WHERE id = ? AND account_id = ?`, id, accountId);
    return row && map(row);
  };
  // SQLite keeps booleans as 0 and 1.
  const bound = (values: unknown[]) => values.map((value) => (typeof value === 'boolean' ? Number(value) : value));
  const update = <T>(table: string, map: (row: Row) => T, id: string, { sets, values }: { sets: string[]; values: unknown[] }) =>
    map(sets.length > 0 ? get(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = ? RETURNING *`, ...bound(values), id)! : get(`SELECT * FROM ${table} WHERE id = ?`, id)!);

  return {
    readInvoice: (accountId, id) => step(read('invoices', toInvoice, accountId, id)),
    insertInvoice: (invoice: InvoiceRecord) => {
      const values = invoiceValues(invoice);
      return step(void run(`INSERT INTO invoices (${invoiceInsertColumns}) VALUES (${marks(values)})`, ...values));
    },
    updateInvoice: (id: string, changes: InvoiceWrite) => step(update('invoices', toInvoice, id, invoiceSets(changes))),

    readCustomer: (accountId, id) => step(read('customers', toCustomer, accountId, id)),
    insertCustomer: (customer: CustomerRecord) => {
      const values = customerValues(customer);
      return step(void run(`INSERT INTO customers (${customerColumns}) VALUES (${marks(values)})`, ...values));
    },
    updateCustomer: (id: string, changes: CustomerWrite) => step(update('customers', toCustomer, id, customerSets(changes))),

    readAccount: (accountId) => {
      const row = get('SELECT * FROM accounts WHERE id = ?', accountId);
      return step(row && toAccount(row));
    },
    ensureAccount: (name, at) => {
      run('INSERT INTO accounts (id, name, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING', newId('acct'), name, at);
      return step(toAccount(get('SELECT * FROM accounts WHERE name = ?', name)!));
    },

    insertApiKey: (k: ApiKeyRecord) => step(void run(`INSERT INTO api_keys (id, account_id, environment, hash, label, created_at, expires_at, revoked_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, k.id, k.accountId, k.environment, k.hash, k.label, k.createdAt, k.expiresAt, k.revokedAt)),
    readApiKey: (hash) => {
      const row = get('SELECT * FROM api_keys WHERE hash = ?', hash);
      return step(row && toApiKey(row));
    },
    revokeApiKey: (id, at) => step(void run('UPDATE api_keys SET revoked_at = ? WHERE id = ?', at, id)),

    readCreditNote: (accountId, id) => step(read('credit_notes', toCreditNote, accountId, id)),
    insertCreditNote: (creditNote: CreditNoteRecord) => {
      const values = creditNoteValues(creditNote);
      return step(void run(`INSERT INTO credit_notes (${creditNoteColumns}) VALUES (${marks(values)})`, ...values));
    },
    updateCreditNote: (id, { status, updatedAt }) =>
      step(toCreditNote(get('UPDATE credit_notes SET status = ?, updated_at = ? WHERE id = ? RETURNING *', status, updatedAt, id)!)),

    nextSequence: (accountId: string, series: NumberSeries) => {
      const counter = get(`INSERT INTO number_sequences (account_id, series, last_value) VALUES (?, ?, 1)
        ON CONFLICT (account_id, series) DO UPDATE SET last_value = last_value + 1 RETURNING last_value`, accountId, series)!;
      const account = get('SELECT invoice_prefix FROM accounts WHERE id = ?', accountId)!;
      return step({ sequence: counter.last_value as number, prefix: account.invoice_prefix as string });
    },
    invoiceNumberTaken: (accountId, number) => step(get('SELECT 1 FROM invoices WHERE account_id = ? AND number = ?', accountId, number) !== undefined),

    insertOutbox: (m: OutboxRecord) => step(void run(`INSERT INTO outbox (id, account_id, invoice_id, to_json, cc_json, message, status, attempts, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, m.id, m.accountId, m.invoiceId, JSON.stringify(m.to), JSON.stringify(m.cc), m.message, m.status, m.attempts, m.createdAt)),
    failPendingOutbox: (invoiceId, reason, at) => step(run(`UPDATE outbox SET status = 'failed', last_error = ?, claimed_until = NULL
      WHERE invoice_id = ? AND status = 'pending' AND (claimed_until IS NULL OR claimed_until <= ?)`, reason, invoiceId, at).changes),
    queueDocument: (q: QueuedDocument, at: string) => step(void run(`INSERT INTO documents (owner_id, format, owner_kind, account_id, queued_at)
      VALUES (?, ?, ?, ?, ?) ON CONFLICT (owner_id, format) DO NOTHING`, q.ownerId, q.format, q.ownerKind, q.accountId, at)),
    appendEvent: (event: EventRecord) => step(writeEvent(prepare, event)),

    countEndpoints: (accountId) => step(get('SELECT count(*) AS n FROM webhook_endpoints WHERE account_id = ?', accountId)!.n as number),
    insertEndpoint: (e: WebhookEndpointRecord) => step(void run(`INSERT INTO webhook_endpoints (id, account_id, url, enabled_events_json, description,
      disabled, secret_sealed, previous_secret_sealed, previous_secret_until, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    e.id, e.accountId, e.url, JSON.stringify(e.enabledEvents), e.description, e.disabled ? 1 : 0, e.secretSealed, e.previousSecretSealed,
    e.previousSecretUntil, e.createdAt)),
    readEndpoint: (accountId, id) => step(read('webhook_endpoints', toEndpoint, accountId, id)),
    updateEndpoint: (id, changes) => step(update('webhook_endpoints', toEndpoint, id, endpointSets(changes))),
    deleteEndpoint: (id) => step(void run('DELETE FROM webhook_endpoints WHERE id = ?', id)),

    claimKey: (accountId: string, claim: KeyClaim, at: string) => {
      run('DELETE FROM idempotent_responses WHERE account_id = ? AND key = ? AND created_at < ?', accountId, claim.key, claim.notBefore);
      const earlier = get('SELECT * FROM idempotent_responses WHERE account_id = ? AND key = ?', accountId, claim.key);
      if (earlier) return step(storedOutcome(earlier, claim.fingerprint));
      run(`INSERT INTO idempotent_responses (account_id, key, fingerprint, response_status, response_body, created_at)
        VALUES (?, ?, ?, 0, 'null', ?)`, accountId, claim.key, claim.fingerprint, at);
      return step(undefined);
    },
    keepResponse: (accountId: string, key: string, response: StoredResponse | undefined) => step(void (response
      ? run('UPDATE idempotent_responses SET response_status = ?, response_body = ? WHERE account_id = ? AND key = ?',
        response.status, JSON.stringify(response.body), accountId, key)
      : run('DELETE FROM idempotent_responses WHERE account_id = ? AND key = ?', accountId, key))),
  };
}

/** Writes an event and one pending delivery per enabled endpoint of its account that subscribed to its type. Call inside a transaction. */
export function writeEvent(prepare: (sql: string) => Database.Statement, event: EventRecord): void {
  prepare('INSERT INTO events (id, account_id, type, object_id, request_id, data_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(event.id, event.accountId, event.type, event.objectId, event.requestId, JSON.stringify(event.object), event.createdAt);
  const endpoints = (prepare('SELECT * FROM webhook_endpoints WHERE account_id = ? AND disabled = 0').all(event.accountId) as Row[]).map(toEndpoint);
  for (const endpoint of endpoints.filter((e) => subscribes(e.enabledEvents, event.type))) {
    prepare(`INSERT INTO webhook_deliveries (id, account_id, event_id, endpoint_id, status, attempts, next_attempt_at, created_at)
      VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)`).run(newId('whd'), event.accountId, event.id, endpoint.id, event.createdAt, event.createdAt);
  }
}
