// The PostgreSQL store (D16): the Store contract on a pg pool, for several server processes
// sharing one database. Races between processes are settled by the database: the key's
// unique index and INSERT ... ON CONFLICT for idempotent creates, SELECT ... FOR UPDATE for
// state changes, FOR UPDATE SKIP LOCKED and a lease for outbox claims.
import type pg from 'pg';
import type { Environment } from '../config.js';
import { allows, decideTransition } from '../domain/lifecycle.js';
import { paymentEffect, type PaymentRecord } from '../domain/payments.js';
import { decideCustomerDelete, decideCustomerUpdate, type CustomerChanges } from '../domain/customers.js';
import { issueEffect, voidEffect } from '../domain/credit-notes.js';
import { creditNoteNumberTaken, seriesNumber, type NumberSeries } from '../domain/invoice-numbers.js';
import { newId } from '../ids.js';
import { DatabaseMismatchError } from './migrations.js';
import { describeDatabase } from './database-location.js';
import type { EventRecord } from './event-store.js';
import { PostgresEvents } from './postgres-events.js';
import { invoiceListStatement, pageStatement, toPage } from './postgres-listing.js';
import { all, createPool, inTransaction, migrate, one, type PoolOptions } from './postgres-pool.js';
import {
  byAge, columnValue, creditNoteColumns, creditNoteValues, customerColumns, customerSets, customerValues, invoiceColumns, invoiceInsertColumns, invoiceValues, keptResponse, storedOutcome,
  ownerTables, toAccount, toApiKey, toCreditNote, toCustomer, toInvoice, toQueuedDocument, toStoredDocument, withStoredDocument,
  toOutbox,
} from './rows.js';
import type { QueuedDocument, StoredDocument, AccountRecord, ApiKeyRecord, ChangeOutcome, CreateOutcome, CreditNoteChange, CustomerChange, CustomerListQuery, EarlierOutcome, KeyedCreate, PaymentIssue, PaymentOutcome, CreditNoteIssue, CreditNoteListQuery, CreditNoteOutcome, DeliveryResult, DraftChanges, IdempotencyClaim, EventFor, InvoiceChanges, InvoiceListQuery, OutboxLease, OutboxRecord, Store, Transition } from './store.js';
import type { CreditNoteRecord, CustomerRecord, DocumentFormat, InvoiceRecord, SellerProfile } from '../domain/records.js';
import type { ListQuery, Page } from './listing.js';
import { StoreError } from './store-error.js';

class PostgresStore extends PostgresEvents implements Store {
  constructor(private readonly pool: pg.Pool, readonly environment: Environment) {
    super(pool);
  }

  ensureAccount(name: string, at: string): Promise<AccountRecord> {
    return this.run(async () => {
      await this.pool.query('INSERT INTO accounts (id, name, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [newId('acct'), name, at]);
      return toAccount((await one(this.pool, 'SELECT * FROM accounts WHERE name = $1', [name]))!);
    });
  }

  getAccount(id: string): Promise<AccountRecord | undefined> {
    return this.run(async () => {
      const row = await one(this.pool, 'SELECT * FROM accounts WHERE id = $1', [id]);
      return row && toAccount(row);
    });
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

  insertApiKey(key: ApiKeyRecord): Promise<void> {
    return this.run(async () => {
      await this.pool.query(`INSERT INTO api_keys (id, account_id, environment, hash, label, created_at, expires_at, revoked_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [key.id, key.accountId, key.environment, key.hash, key.label, key.createdAt, key.expiresAt, key.revokedAt]);
    });
  }

  findApiKey(hash: string): Promise<ApiKeyRecord | undefined> {
    return this.run(async () => {
      const row = await one(this.pool, 'SELECT * FROM api_keys WHERE hash = $1', [hash]);
      return row && toApiKey(row);
    });
  }

  revokeApiKey(hash: string, at: string): Promise<boolean> {
    return this.run(async () => {
      await this.pool.query('UPDATE api_keys SET revoked_at = $2 WHERE hash = $1 AND revoked_at IS NULL', [hash, at]);
      return (await one(this.pool, 'SELECT 1 FROM api_keys WHERE hash = $1', [hash])) !== undefined;
    });
  }

  insertCustomer(c: CustomerRecord, event?: EventRecord, idempotency?: KeyedCreate<{ kind: 'created' }>): Promise<CreateOutcome> {
    return this.run(() => inTransaction(this.pool, (client) => this.keyed(client, c.accountId, c.createdAt, idempotency, async () => {
      const values = customerValues(c);
      await client.query(`INSERT INTO customers (${customerColumns}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`, values);
      if (event) await this.writeEvent(client, event);
      return { kind: 'created' as const };
    })));
  }

  getCustomer(accountId: string, id: string): Promise<CustomerRecord | undefined> {
    return this.run(async () => {
      const row = await one(this.pool, 'SELECT * FROM customers WHERE id = $1 AND account_id = $2', [id, accountId]);
      return row && toCustomer(row);
    });
  }

  listCustomers(accountId: string, query: CustomerListQuery): Promise<Page<CustomerRecord>> {
    const select = `SELECT * FROM customers WHERE account_id = $1${query.includeDeleted ? '' : ' AND deleted_at IS NULL'}`;
    return this.run(async () => {
      const { text, values } = pageStatement(select, [accountId], query);
      return toPage(await all(this.pool, text, values), query, toCustomer);
    });
  }

  /** Changes a customer locked in its own transaction, as `change` decides from the customer as it is there. */
  private changeCustomer(accountId: string, id: string, change: (current: CustomerRecord, client: pg.PoolClient) => Promise<CustomerChange | undefined>,
    event: (customer: CustomerRecord) => EventRecord): Promise<CustomerChange> {
    return this.run(() => inTransaction(this.pool, async (client): Promise<CustomerChange> => {
      const row = await one(client, 'SELECT * FROM customers WHERE id = $1 AND account_id = $2 FOR UPDATE', [id, accountId]);
      if (!row) return { kind: 'not_found' };
      const refused = await change(toCustomer(row), client);
      if (refused) return refused;
      const customer = toCustomer((await one(client, 'SELECT * FROM customers WHERE id = $1', [id]))!);
      await this.writeEvent(client, event(customer));
      return { kind: 'changed', customer };
    }));
  }

  updateCustomer(accountId: string, id: string, changes: CustomerChanges, at: string, event: (customer: CustomerRecord) => EventRecord): Promise<CustomerChange> {
    return this.changeCustomer(accountId, id, async (current, client) => {
      if (decideCustomerUpdate(current) === 'conflict') return { kind: 'conflict', customer: current };
      const { sets, values } = customerSets(changes, 2);
      if (sets.length > 0) await client.query(`UPDATE customers SET ${sets.join(', ')} WHERE id = $1`, [id, ...values]);
      return undefined;
    }, event);
  }

  deleteCustomer(accountId: string, id: string, at: string, event: (customer: CustomerRecord) => EventRecord): Promise<CustomerChange> {
    return this.changeCustomer(accountId, id, async (current, client) => {
      if (decideCustomerDelete(current) === 'unchanged') return { kind: 'unchanged', customer: current };
      await client.query('UPDATE customers SET deleted_at = $2 WHERE id = $1', [id, at]);
      return undefined;
    }, event);
  }

  insertInvoice(invoice: InvoiceRecord, claim?: IdempotencyClaim, event?: EventRecord): Promise<CreateOutcome> {
    const values = invoiceValues(invoice);
    // A new invoice is a draft, and a draft has no number (D33): the column keeps its null.
    const columns = `INSERT INTO invoices (${invoiceInsertColumns})`;
    if (!claim) {
      return this.run(() => inTransaction(this.pool, async (client) => {
        await client.query(`${columns} VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`, values);
        if (event) await this.writeEvent(client, event);
        return { kind: 'created' };
      }));
    }
    return this.run(() => inTransaction(this.pool, async (client) => {
      // One statement, so one transaction: claim the key (or take over one older than the
      // window), and write the invoice only if the claim succeeded. A request racing with the
      // same key waits on the key's unique index until this one commits, then claims nothing.
      const created = await client.query(`WITH claimed AS (
          INSERT INTO idempotency_keys (account_id, key, fingerprint, invoice_id, response_status, response_body, created_at)
          VALUES ($2, $19, $20, $1, $21, $22, $13)
          ON CONFLICT (account_id, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, invoice_id = EXCLUDED.invoice_id,
            response_status = EXCLUDED.response_status, response_body = EXCLUDED.response_body, created_at = EXCLUDED.created_at
            WHERE idempotency_keys.created_at < $23
          RETURNING 1)
        ${columns} SELECT $1, $2, $3, $4, $5, $6::bigint, $7::bigint, $8::bigint, $9, $10::date, $11, $12, $13::timestamptz, $14::timestamptz,
          $15::date, $16, $17, $18
        WHERE EXISTS (SELECT 1 FROM claimed)`,
      [...values, claim.key, claim.fingerprint, claim.response.status, JSON.stringify(claim.response.body), claim.notBefore]);
      if (created.rowCount === 1) {
        if (event) await this.writeEvent(client, event);
        return { kind: 'created' };
      }
      const earlier = await one(client, 'SELECT fingerprint, response_status, response_body FROM idempotency_keys WHERE account_id = $1 AND key = $2',
        [invoice.accountId, claim.key]);
      if (!earlier) throw new StoreError('conflict', 'Another request with this Idempotency-Key was under way; retry the request.');
      return storedOutcome(earlier, claim.fingerprint);
    }));
  }

  findIdempotentResponse(accountId: string, claim: Omit<IdempotencyClaim, 'response'>): Promise<EarlierOutcome | undefined> {
    return this.run(async () => {
      const earlier = await one(this.pool, `SELECT ${keptResponse} FROM idempotency_keys WHERE account_id = $1 AND key = $2 AND created_at >= $3
        UNION ALL SELECT ${keptResponse} FROM idempotent_responses WHERE account_id = $1 AND key = $2 AND created_at >= $3`,
      [accountId, claim.key, claim.notBefore]);
      return earlier && storedOutcome(earlier, claim.fingerprint);
    });
  }

  getInvoice(accountId: string, id: string): Promise<InvoiceRecord | undefined> {
    return this.run(async () => {
      const row = await one(this.pool, 'SELECT * FROM invoices WHERE id = $1 AND account_id = $2', [id, accountId]);
      return row && toInvoice(row);
    });
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

  /** The invoice, locked until the transaction ends: a racing change waits, then sees this one's result. */
  private async lockInvoice(client: pg.PoolClient, accountId: string, id: string): Promise<InvoiceRecord | undefined> {
    const row = await one(client, 'SELECT * FROM invoices WHERE id = $1 AND account_id = $2 FOR UPDATE', [id, accountId]);
    return row && toInvoice(row);
  }

  updateDraft(accountId: string, id: string, changes: DraftChanges, at: string, event?: EventFor): Promise<ChangeOutcome> {
    return this.run(() => inTransaction(this.pool, async (client): Promise<ChangeOutcome> => {
      const current = await this.lockInvoice(client, accountId, id);
      if (!current) return { kind: 'not_found' };
      if (!allows('update', current.status)) return { kind: 'conflict', invoice: current };
      const values: unknown[] = [id, at];
      const sets = ['updated_at = $2'];
      for (const [field, value] of Object.entries(changes) as [keyof DraftChanges, unknown][]) {
        if (value !== undefined) sets.push(`${invoiceColumns[field]} = $${values.push(columnValue(field, value))}`);
      }
      const invoice = toInvoice((await one(client, `UPDATE invoices SET ${sets.join(', ')} WHERE id = $1 RETURNING *`, values))!);
      if (event) await this.writeEvent(client, event(invoice));
      return { kind: 'changed', invoice };
    }));
  }

  transition(accountId: string, id: string, t: Transition): Promise<ChangeOutcome> {
    return this.run(() => inTransaction(this.pool, async (client): Promise<ChangeOutcome> => {
      const current = await this.lockInvoice(client, accountId, id);
      if (!current) return { kind: 'not_found' };
      const decision = decideTransition(current, t);
      if (decision !== 'change') return { kind: decision, invoice: current };
      // The customer is held against changes until the transaction ends, as the invoice is.
      const parties = t.decide && {
        customer: toCustomer((await one(client, 'SELECT * FROM customers WHERE id = $1 AND account_id = $2 FOR SHARE', [current.customerId, accountId]))!),
        account: toAccount((await one(client, 'SELECT * FROM accounts WHERE id = $1', [accountId]))!),
      };
      const decided = parties && t.decide!(current, parties);
      const { changes, documents, outbox } = { ...t, ...decided, changes: { ...t.changes, ...decided?.changes } };
      const values: unknown[] = [id, t.to, t.at];
      const sets = ['status = $2', 'updated_at = $3'];
      for (const [field, value] of Object.entries(changes) as [keyof InvoiceChanges, unknown][]) {
        sets.push(`${invoiceColumns[field]} = $${values.push(columnValue(field, value))}`);
      }
      let row = await one(client, `UPDATE invoices SET ${sets.join(', ')} WHERE id = $1 RETURNING *`, values);
      if (t.numbered) row = await one(client, 'UPDATE invoices SET number = $2 WHERE id = $1 RETURNING *', [id, await this.nextNumber(client, accountId, 'invoice')]);
      if (outbox) {
        const m = outbox;
        await client.query(`INSERT INTO outbox (id, account_id, invoice_id, to_json, cc_json, message, status, attempts, created_at)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, [m.id, m.accountId, m.invoiceId, JSON.stringify(m.to), JSON.stringify(m.cc),
          m.message, m.status, m.attempts, m.createdAt]);
      }
      const cancelled = t.cancelMail
        ? (await client.query(`UPDATE outbox SET status = 'failed', last_error = $2, claimed_until = NULL WHERE invoice_id = $1 AND status = 'pending'
            AND (claimed_until IS NULL OR claimed_until <= $3)`, [id, t.cancelMail.reason, t.at])).rowCount ?? 0
        : 0;
      for (const format of documents ?? []) await queueDocument(client, { ownerId: id, ownerKind: 'invoice', accountId, format }, t.at);
      const invoice = toInvoice(row!);
      if (t.event) await this.writeEvent(client, t.event(invoice));
      if (cancelled > 0) await this.writeEvent(client, t.cancelMail!.event(invoice));
      return { kind: 'changed', invoice };
    }));
  }

  /**
   * The account's next number in `series`, taken inside the caller's transaction. The upsert
   * locks the account's counter row until the transaction ends: concurrent changes, from any
   * process, wait here one after the other, and a rollback gives the number back.
   */
  private async nextNumber(client: pg.PoolClient, accountId: string, series: NumberSeries): Promise<string> {
    const counter = await one(client, `INSERT INTO number_sequences (account_id, series, last_value) VALUES ($1, $2, 1)
      ON CONFLICT (account_id, series) DO UPDATE SET last_value = number_sequences.last_value + 1
      RETURNING last_value, (SELECT invoice_prefix FROM accounts WHERE id = $1) AS prefix`, [accountId, series]);
    const number = seriesNumber(series, counter!.prefix as string, Number(counter!.last_value));
    if (series === 'credit_note' && await one(client, 'SELECT 1 FROM invoices WHERE account_id = $1 AND number = $2', [accountId, number])) {
      throw creditNoteNumberTaken(number);
    }
    return number;
  }

  insertCreditNote({ creditNote: note, idempotency: claim, created, settled, documents }: CreditNoteIssue): Promise<CreditNoteOutcome> {
    return this.run(() => inTransaction(this.pool, async (client): Promise<CreditNoteOutcome> => {
      // The invoice's lock serialises credit notes on it, and a retry with the same key waits
      // here until the first request commits, then finds its key below.
      const invoice = await this.lockInvoice(client, note.accountId, note.invoiceId);
      if (!invoice) return { kind: 'not_found' };
      if (claim) {
        await client.query('DELETE FROM idempotency_keys WHERE account_id = $1 AND key = $2 AND created_at < $3', [note.accountId, claim.key, claim.notBefore]);
        const earlier = await one(client, 'SELECT fingerprint, response_status, response_body FROM idempotency_keys WHERE account_id = $1 AND key = $2',
          [note.accountId, claim.key]);
        if (earlier) return storedOutcome(earlier, claim.fingerprint);
      }
      const effect = issueEffect(invoice, note.total);
      if (effect.kind === 'conflict') return { kind: 'conflict', invoice };
      if (effect.kind === 'exceeds') return { kind: 'exceeds', invoice, remaining: effect.remaining };
      const creditNote: CreditNoteRecord = { ...note, number: await this.nextNumber(client, note.accountId, 'credit_note'), documents: [] };
      await client.query(`INSERT INTO credit_notes (${creditNoteColumns}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        creditNoteValues(creditNote));
      for (const format of documents ?? []) await queueDocument(client, { ownerId: note.id, ownerKind: 'credit_note', accountId: note.accountId, format }, note.createdAt);
      const after = toInvoice((await one(client, 'UPDATE invoices SET amount_credited = $2, status = $3, paid_at = $5, updated_at = $4 WHERE id = $1 RETURNING *',
        [invoice.id, effect.amountCredited, effect.status, note.createdAt, effect.settled ? note.createdAt : invoice.paidAt]))!);
      if (claim) {
        const response = claim.respond(creditNote);
        await client.query(`INSERT INTO idempotency_keys (account_id, key, fingerprint, invoice_id, response_status, response_body, created_at)
          VALUES ($1, $2, $3, $4, $5, $6, $7)`, [note.accountId, claim.key, claim.fingerprint, invoice.id, response.status,
          JSON.stringify(response.body), note.createdAt]);
      }
      await this.writeEvent(client, created(creditNote));
      if (effect.settled) await this.writeEvent(client, settled(after));
      return { kind: 'created', creditNote, invoice: after };
    }));
  }

  recordPayment(p: PaymentIssue): Promise<PaymentOutcome | EarlierOutcome> {
    const at = p.payment.createdAt;
    return this.run(() => inTransaction(this.pool, (client) => this.keyed(client, p.accountId, at, p.idempotency, async (): Promise<PaymentOutcome> => {
      // The invoice's lock serialises payments and credit notes on it, so amount_due never falls below zero.
      const invoice = await this.lockInvoice(client, p.accountId, p.invoiceId);
      if (!invoice) return { kind: 'not_found' };
      const effect = paymentEffect(invoice, { amount: p.amount, currency: p.currency, paidAt: p.paidAt, at: new Date(at) });
      if (effect.kind === 'conflict') return { kind: 'conflict', invoice };
      if (effect.kind === 'refused') return effect;
      const payment: PaymentRecord = { ...p.payment, amount: effect.amount, currency: invoice.currency, paidAt: effect.paidAt };
      const after = toInvoice((await one(client, `UPDATE invoices SET amount_paid = $2, payments_json = $3, status = $4, paid_at = $5, updated_at = $6
        WHERE id = $1 RETURNING *`, [invoice.id, effect.amountPaid, JSON.stringify([...invoice.payments, payment]), effect.status,
        effect.settled ? at : invoice.paidAt, at]))!);
      await this.writeEvent(client, p.recorded(after));
      if (effect.settled) await this.writeEvent(client, p.settled(after));
      return { kind: 'created', payment, invoice: after };
    })));
  }

  getCreditNote(accountId: string, id: string): Promise<CreditNoteRecord | undefined> {
    return this.run(async () => {
      const row = await one(this.pool, 'SELECT * FROM credit_notes WHERE id = $1 AND account_id = $2', [id, accountId]);
      return row && toCreditNote(row);
    });
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

  voidCreditNote(accountId: string, id: string, at: string, event: (creditNote: CreditNoteRecord) => EventRecord): Promise<CreditNoteChange> {
    return this.run(() => inTransaction(this.pool, async (client): Promise<CreditNoteChange> => {
      const found = await one(client, 'SELECT invoice_id FROM credit_notes WHERE id = $1 AND account_id = $2', [id, accountId]);
      if (!found) return { kind: 'not_found' };
      // The invoice first, as insertCreditNote locks it: the two never wait on each other in turn.
      const invoice = (await this.lockInvoice(client, accountId, found.invoice_id as string))!;
      const current = toCreditNote((await one(client, 'SELECT * FROM credit_notes WHERE id = $1 FOR UPDATE', [id]))!);
      const effect = voidEffect(invoice, current);
      if (effect.kind === 'unchanged') return { kind: 'unchanged', creditNote: current };
      if (effect.kind === 'conflict') return { kind: 'conflict', creditNote: current, invoice };
      const creditNote = toCreditNote((await one(client, 'UPDATE credit_notes SET status = $3, updated_at = $2 WHERE id = $1 RETURNING *', [id, at, effect.status]))!);
      await client.query('UPDATE invoices SET amount_credited = $2, updated_at = $3 WHERE id = $1', [invoice.id, effect.amountCredited, at]);
      await this.writeEvent(client, event(creditNote));
      return { kind: 'changed', creditNote };
    }));
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
        await this.writeEvent(client, event(toInvoice((await one(client, 'SELECT * FROM invoices WHERE id = $1', [row.invoice_id]))!)));
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

/** Queues an issued document for rendering, inside the transaction that issues it (D49). */
async function queueDocument(client: pg.PoolClient, queued: QueuedDocument, at: string): Promise<void> {
  await client.query(`INSERT INTO documents (owner_id, format, owner_kind, account_id, queued_at) VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (owner_id, format) DO NOTHING`, [queued.ownerId, queued.format, queued.ownerKind, queued.accountId, at]);
}
