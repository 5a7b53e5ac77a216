// The store interface: every read and every atomic write the service needs, as one call.
// Two engines stand behind it (D16): SQLite (sqlite.ts) and PostgreSQL (postgres.ts), opened
// by openStore (open.ts) and held to one test suite (tests/store/).
import type { components } from '../../generated/invoicing.js';
import type { Environment } from '../config.js';
import type { EventRecord, EventStore } from './event-store.js';
import type { ListQuery, Page } from './listing.js';
import type { CreditNoteRecord, Currency, CustomerRecord, DocumentFormat, InvoiceRecord, InvoiceStatus, SellerProfile, StoredDocumentSummary } from '../domain/records.js';
import type { CustomerChanges } from '../domain/customers.js';
import type { DomainError } from '../domain/domain-error.js';
import type { PaymentRecord } from '../domain/payments.js';
import type { CreateOutcome, EarlierOutcome, IdempotencyClaim, KeyedCreate, StoredResponse } from './keyed-create.js';
import type { AccountRecord, ApiKeyRecord, OutboxRecord, QueuedDocument, Transactor } from './tx.js';

export type { AccountRecord, ApiKeyRecord, OutboxRecord, QueuedDocument } from './tx.js';

export type { CreateOutcome, EarlierOutcome, IdempotencyClaim, KeyedCreate, StoredResponse } from './keyed-create.js';


export interface CreditNoteListQuery extends ListQuery {
  invoiceId?: string;
}


/** The result of one delivery attempt, recorded on the outbox row (D12). */
export type DeliveryResult =
  | { status: 'sent'; at: string }
  | { status: 'pending'; error: string; nextAttemptAt: string }
  | { status: 'failed'; error: string };

export interface CustomerListQuery extends ListQuery {
  /** Lists deleted customers too (D40). */
  includeDeleted?: boolean;
}

/** Makes the event of a change to an invoice from the invoice as it is after the change (D30). */
export type EventFor = (invoice: InvoiceRecord) => EventRecord;


/** An issued document with its bytes, as stored (D49). */
export interface StoredDocument extends QueuedDocument, StoredDocumentSummary {
  bytes: Buffer;
}

/** A delivery worker's hold on the messages it claims (D12). */
export interface OutboxLease {
  /** Who holds the claim: one id per worker process. Its own claims never block it. */
  owner: string;
  /** Other workers skip a claimed message until this instant; then it is due again. */
  until: string;
}

export interface InvoiceListQuery extends ListQuery {
  /** Any of these states (D42). */
  status?: InvoiceStatus[];
  customerId?: string;
  number?: string;
  /** created_at at or after, and before, these instants; due_date on or after, and before, these days (D42). */
  createdGte?: string;
  createdLt?: string;
  dueDateGte?: string;
  dueDateLt?: string;
}

/** Each range filter of the invoice list, as its column and comparison. */
export const invoiceRanges = [
  ['createdGte', 'created_at >='], ['createdLt', 'created_at <'], ['dueDateGte', 'due_date >='], ['dueDateLt', 'due_date <'],
] as const satisfies ReadonlyArray<readonly [keyof InvoiceListQuery, string]>;

export interface Store extends EventStore, Transactor {
  /** The environment this database belongs to (D1). */
  readonly environment: Environment;

  ensureAccount(name: string, at: string): Promise<AccountRecord>;
  getAccount(id: string): Promise<AccountRecord | undefined>;
  /** Sets the prefix of an account's future invoice numbers; undefined when no account has this name. */
  setInvoicePrefix(name: string, prefix: string): Promise<AccountRecord | undefined>;
  /** Replaces an account's seller profile (D35); undefined when no account has this name. */
  setSellerProfile(name: string, seller: SellerProfile): Promise<AccountRecord | undefined>;
  findApiKey(hash: string): Promise<ApiKeyRecord | undefined>;

  /** A customer, deleted or not. */
  getCustomer(accountId: string, id: string): Promise<CustomerRecord | undefined>;
  /** Customers newest first; deleted ones only when the query includes them (D40). */
  listCustomers(accountId: string, query: CustomerListQuery): Promise<Page<CustomerRecord>>;
  /**
   * What an earlier create under this Idempotency-Key answered: its stored response when the
   * fingerprints match, `key_reused` when they differ, undefined when the key is unknown or
   * older than `notBefore`. Read before a request is validated, so a replay is answered as the
   * first request was even when validating it again would now fail (a due date of yesterday).
   */
  findIdempotentResponse(accountId: string, claim: Omit<IdempotencyClaim, 'response'>): Promise<EarlierOutcome | undefined>;
  getInvoice(accountId: string, id: string): Promise<InvoiceRecord | undefined>;
  /** An invoice of any account: only for requests that prove access otherwise (a signed link). */
  findInvoiceById(id: string): Promise<InvoiceRecord | undefined>;
  listInvoices(accountId: string, query: InvoiceListQuery): Promise<Page<InvoiceRecord>>;
  getCreditNote(accountId: string, id: string): Promise<CreditNoteRecord | undefined>;
  /** A credit note of any account: only for requests that prove access otherwise (a signed link). */
  findCreditNoteById(id: string): Promise<CreditNoteRecord | undefined>;
  listCreditNotes(accountId: string, query: CreditNoteListQuery): Promise<Page<CreditNoteRecord>>;
  listOutbox(accountId: string): Promise<OutboxRecord[]>;
  countPendingOutbox(): Promise<number>;
  /**
   * Claims up to `limit` pending messages whose next attempt is due at `at` and that no other
   * worker holds, oldest first. Two workers racing never claim the same message.
   */
  claimDueOutbox(at: string, limit: number, lease: OutboxLease): Promise<OutboxRecord[]>;
  /**
   * Counts one attempt on a message, records its result and releases its claim (claimed_by stays, naming the last worker).
   * When the message ends sent or failed, `event` makes the event of that outcome, written in the same transaction.
   */
  recordDelivery(id: string, result: DeliveryResult, event?: EventFor): Promise<void>;

  /** An issued document's stored bytes (D49); undefined while it is not stored. */
  findStoredDocument(ownerId: string, format: DocumentFormat): Promise<StoredDocument | undefined>;
  /**
   * Stores an issued document unless one of its owner and format is stored already (the first
   * stored wins, so racing renderers converge), lists it on its owner, and answers the stored one.
   */
  storeDocument(document: StoredDocument): Promise<StoredDocument>;
  /** Documents queued at issue and not stored yet, oldest first (D49). */
  queuedDocuments(limit: number): Promise<QueuedDocument[]>;

  /** Resolves when the database answers. */
  ping(): Promise<void>;
  /** Resolves when the database stores a write: one small row of `meta` is rewritten. */
  probeWrite(at: string): Promise<void>;
  close(): Promise<void>;
}
