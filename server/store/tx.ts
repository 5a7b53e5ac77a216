// The transaction a write use case runs in (D54, R175): the few reads and writes a service under
// server/services/ needs, each one SQL statement or two, and nothing that decides. A service is
// a generator function that `yield*`s each Tx call: SQLite answers the calls with values and runs
// the whole service synchronously inside one IMMEDIATE transaction (group-commit.ts); PostgreSQL
// answers with promises and runs the same service with `await` inside BEGIN ... COMMIT.
import type { EarlierOutcome, StoredResponse } from './keyed-create.js';
import type { EndpointChanges, EventRecord, WebhookEndpointRecord } from './event-store.js';
import type { CreditNoteRecord, CustomerRecord, DocumentFormat, InvoiceRecord, SellerProfile } from '../domain/records.js';
import type { CustomerChanges } from '../domain/customers.js';
import type { NumberSeries } from '../domain/invoice-numbers.js';
import type { Environment } from '../config.js';

/** One step of a service: the engine's answer to one Tx call, taken with `yield*`. */
export type Op<T> = Generator<unknown, T, unknown>;

/** A Tx call's answer as a step: a value on SQLite, a promise on PostgreSQL, resolved by the runner. */
export function* step<T>(answer: T | Promise<T>): Op<T> {
  return (yield answer) as T;
}

/** A write use case: everything it reads and writes goes through `tx`, inside one transaction. */
export type Work<T> = (tx: Tx) => Op<T>;

/** Runs a service whose steps are values (SQLite), synchronously. */
export function runSync<T>(work: Op<T>): T {
  let next = work.next();
  while (!next.done) next = work.next(next.value);
  return next.value;
}

/** Runs a service whose steps are promises (PostgreSQL), a failed step thrown back where it was taken. */
export async function runAsync<T>(work: Op<T>): Promise<T> {
  let next = work.next();
  while (!next.done) {
    let answer: unknown;
    try {
      answer = await next.value;
    } catch (error) {
      next = work.throw(error);
      continue;
    }
    next = work.next(answer);
  }
  return next.value;
}

/** How long a read record stays held: until the transaction ends, against changes ('update') or against deletes and changes while others read ('share'). */
export type Hold = 'update' | 'share';

/** The invoice fields a write sets after the insert. */
export type InvoiceWrite = Partial<Omit<InvoiceRecord, 'id' | 'accountId' | 'customerId' | 'createdAt' | 'documents'>>;

/** A customer's fields a write sets after the insert. */
export type CustomerWrite = CustomerChanges & { deletedAt?: string };

/** An Idempotency-Key as a service claims it (D9). */
export interface KeyClaim {
  key: string;
  fingerprint: string;
  /** Keys older than this instant are forgotten and may be claimed again. */
  notBefore: string;
}

export interface Tx {
  readInvoice(accountId: string, id: string, hold?: Hold): Op<InvoiceRecord | undefined>;
  insertInvoice(invoice: InvoiceRecord): Op<void>;
  /** Sets `changes` on the invoice and answers it as it is then. */
  updateInvoice(id: string, changes: InvoiceWrite): Op<InvoiceRecord>;

  readCustomer(accountId: string, id: string, hold?: Hold): Op<CustomerRecord | undefined>;
  insertCustomer(customer: CustomerRecord): Op<void>;
  updateCustomer(id: string, changes: CustomerWrite): Op<CustomerRecord>;

  readAccount(accountId: string, hold?: Hold): Op<AccountRecord | undefined>;
  /** The account named `name`, created at `at` when there is none. */
  ensureAccount(name: string, at: string): Op<AccountRecord>;

  insertApiKey(key: ApiKeyRecord): Op<void>;
  readApiKey(hash: string, hold?: Hold): Op<ApiKeyRecord | undefined>;
  revokeApiKey(id: string, at: string): Op<void>;

  readCreditNote(accountId: string, id: string, hold?: Hold): Op<CreditNoteRecord | undefined>;
  insertCreditNote(creditNote: CreditNoteRecord): Op<void>;
  updateCreditNote(id: string, changes: Pick<CreditNoteRecord, 'status' | 'updatedAt'>): Op<CreditNoteRecord>;

  /** Moves the account's counter of `series` on by one, answering its value and the account's prefix; a rollback gives it back. */
  nextSequence(accountId: string, series: NumberSeries): Op<{ sequence: number; prefix: string }>;
  /** Whether an invoice of the account carries `number`. */
  invoiceNumberTaken(accountId: string, number: string): Op<boolean>;

  insertOutbox(message: OutboxRecord): Op<void>;
  /** Marks the invoice's pending messages that no worker holds at `at` failed with `reason`; answers how many. */
  failPendingOutbox(invoiceId: string, reason: string, at: string): Op<number>;
  queueDocument(document: QueuedDocument, at: string): Op<void>;
  /** Writes an event and one pending delivery for each enabled endpoint of its account that subscribed to its type. */
  appendEvent(event: EventRecord): Op<void>;

  countEndpoints(accountId: string): Op<number>;
  insertEndpoint(endpoint: WebhookEndpointRecord): Op<void>;
  readEndpoint(accountId: string, id: string, hold?: Hold): Op<WebhookEndpointRecord | undefined>;
  /** Sets `changes` on the endpoint and answers it as it is then. */
  updateEndpoint(id: string, changes: EndpointChanges): Op<WebhookEndpointRecord>;
  /** Deletes the endpoint and, through the schema's cascade, its deliveries. */
  deleteEndpoint(id: string): Op<void>;

  /**
   * Claims an Idempotency-Key (D9) for this transaction: undefined when it is free (or older
   * than `notBefore`), else what the earlier request answers. A request racing with the same
   * key waits until this transaction ends, then finds the kept response.
   */
  claimKey(accountId: string, claim: KeyClaim, at: string): Op<EarlierOutcome | undefined>;
  /** Keeps `response` under a claimed key; undefined gives the key back (a refusal keeps no key). */
  keepResponse(accountId: string, key: string, response: StoredResponse | undefined): Op<void>;
}

/** What runs a write use case in one transaction: all of it commits, or nothing (D54). */
export interface Transactor {
  transact<T>(work: Work<T>): Promise<T>;
}

export interface ApiKeyRecord {
  id: string;
  accountId: string;
  environment: Environment;
  hash: string;
  label: string;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
}

export interface AccountRecord {
  id: string;
  name: string;
  /** The prefix of the account's invoice numbers (D33). */
  invoicePrefix: string;
  /** The seller profile (D35), complete with its defaults; null until the operator sets one. */
  seller: SellerProfile | null;
  createdAt: string;
}

export interface OutboxRecord {
  id: string;
  accountId: string;
  invoiceId: string;
  to: string[];
  cc: string[];
  message: string | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  createdAt: string;
  /** A pending message is not tried again before this instant (null: at once). */
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
}

/** A document to render and store (D49): whose, of which account, in which format. */
export interface QueuedDocument {
  ownerId: string;
  ownerKind: 'invoice' | 'credit_note';
  accountId: string;
  format: DocumentFormat;
}
