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

export type { CreateOutcome, EarlierOutcome, IdempotencyClaim, KeyedCreate, StoredResponse } from './keyed-create.js';

export interface AccountRecord {
  id: string;
  name: string;
  /** The prefix of the account's invoice numbers (D33). */
  invoicePrefix: string;
  /** The seller profile (D35), complete with its defaults; null until the operator sets one. */
  seller: SellerProfile | null;
  createdAt: string;
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

/** A credit note to issue, everything but the number that the store gives it. */
export type NewCreditNote = Omit<CreditNoteRecord, 'number' | 'documents'>;

/** Issuing a credit note, atomically with its number, the invoice's change, its key and its events. */
export interface CreditNoteIssue {
  creditNote: NewCreditNote;
  /** The Idempotency-Key (D9); the response it keeps is made from the credit note as issued. */
  idempotency?: Omit<IdempotencyClaim, 'response'> & { respond: (creditNote: CreditNoteRecord) => StoredResponse };
  /** credit_note.created, made from the credit note as issued. */
  created: (creditNote: CreditNoteRecord) => EventRecord;
  /** invoice.paid, when the credit leaves an open invoice with nothing due. */
  settled: EventFor;
  /** The formats queued for rendering and storing once the credit note is issued (D49). */
  documents?: readonly DocumentFormat[];
}

export type CreditNoteOutcome =
  | { kind: 'created'; creditNote: CreditNoteRecord; invoice: InvoiceRecord }
  | { kind: 'replayed'; response: StoredResponse }
  | { kind: 'key_reused' }
  | { kind: 'not_found' }
  | { kind: 'conflict'; invoice: InvoiceRecord }
  | { kind: 'exceeds'; invoice: InvoiceRecord; remaining: number };

export type CreditNoteChange =
  | { kind: 'changed'; creditNote: CreditNoteRecord }
  | { kind: 'unchanged'; creditNote: CreditNoteRecord }
  | { kind: 'not_found' }
  | { kind: 'conflict'; creditNote: CreditNoteRecord; invoice: InvoiceRecord };

export interface CreditNoteListQuery extends ListQuery {
  invoiceId?: string;
}

/** The fields of a draft that an update may replace. */
export type DraftChanges = Partial<
  Pick<InvoiceRecord, 'lines' | 'currency' | 'subtotal' | 'tax' | 'total' | 'dueDate' | 'notes' | 'metadata' | 'supplyDate' | 'servicePeriod' | 'buyerReference' | 'purchaseOrder'>
>;

/** The fields a state change sets with it (D37): the dates, and at send the frozen parties. */
export type StateChanges = Partial<Pick<InvoiceRecord, 'issueDate' | 'sentAt' | 'voidedAt' | 'seller' | 'customerDetails' | 'buyerReference'>>;

/** Every invoice field a store writes after the insert. */
export type InvoiceChanges = DraftChanges & StateChanges;

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

/** The result of one delivery attempt, recorded on the outbox row (D12). */
export type DeliveryResult =
  | { status: 'sent'; at: string }
  | { status: 'pending'; error: string; nextAttemptAt: string }
  | { status: 'failed'; error: string };

/** Recording a payment (D41), atomically with the invoice's change, its key and its events. */
export interface PaymentIssue {
  accountId: string;
  invoiceId: string;
  /** The amount paid; undefined pays the whole amount due, as `pay` does (D7). */
  amount?: number;
  currency?: Currency;
  /** The day the money arrived as the caller gave it; undefined lets the rules choose today in the seller's time zone. */
  paidAt?: string;
  /** The payment but its amount, currency and day, which the rules settle on the invoice as it is locked. */
  payment: Omit<PaymentRecord, 'amount' | 'currency' | 'paidAt'>;
  idempotency?: KeyedCreate<PaymentOutcome>;
  /** invoice.payment_recorded, made from the invoice after the payment. */
  recorded: EventFor;
  /** invoice.paid, when the payment leaves nothing due. */
  settled: EventFor;
}

export type PaymentOutcome =
  | { kind: 'created'; payment: PaymentRecord; invoice: InvoiceRecord }
  | { kind: 'not_found' }
  | { kind: 'conflict'; invoice: InvoiceRecord }
  | { kind: 'refused'; error: DomainError };

/** A customer after an update or a delete (D40), or why it was not changed. */
export type CustomerChange =
  | { kind: 'changed'; customer: CustomerRecord }
  | { kind: 'unchanged'; customer: CustomerRecord }
  | { kind: 'not_found' }
  | { kind: 'conflict'; customer: CustomerRecord };

export interface CustomerListQuery extends ListQuery {
  /** Lists deleted customers too (D40). */
  includeDeleted?: boolean;
}

export type ChangeOutcome =
  | { kind: 'changed'; invoice: InvoiceRecord }
  | { kind: 'unchanged'; invoice: InvoiceRecord }
  | { kind: 'not_found' }
  | { kind: 'conflict'; invoice: InvoiceRecord };

export interface Transition {
  from: readonly InvoiceStatus[];
  to: InvoiceStatus;
  /** Already in `to`: answer success without a change (voiding a void invoice, D8). */
  idempotent?: boolean;
  /**
   * Gives the invoice the account's next number in the same transaction (D33): the counter
   * moves only if the whole change commits, so a failed change leaves no gap.
   */
  numbered?: boolean;
  /** An e-mail written in the same transaction as the state change (D12). */
  outbox?: OutboxRecord;
  /** The event of the change (D30), written in the same transaction. */
  event?: EventFor;
  /**
   * Cancels the invoice's pending e-mail in the same transaction (voiding): each message is
   * recorded failed with `reason`, and when any was cancelled, `event` is written too (D30's
   * `invoice.email_failed`). A message a delivery worker has claimed is left to that worker,
   * which checks the invoice again before sending (server/mail/cancellation.ts).
   */
  cancelMail?: { reason: string; event: EventFor };
  /** Fields written with the change of state (sent_at, the frozen seller, ...), in the same statement. */
  changes?: StateChanges;
  /** The formats queued for rendering and storing once the change commits (D49: sending issues the documents). */
  documents?: readonly DocumentFormat[];
  /**
   * Decides the change from the invoice, its customer and its account as they are inside the
   * transaction, once the lifecycle allows it (R145): what it returns is written with the change,
   * over `changes`, `documents` and `outbox`; what it throws (a DomainError) refuses the change
   * with nothing written.
   */
  decide?: (current: InvoiceRecord, parties: { customer: CustomerRecord; account: AccountRecord }) => TransitionDecision;
  at: string;
}

/** What a transition's `decide` adds to the change. */
export interface TransitionDecision {
  changes: StateChanges;
  documents?: readonly DocumentFormat[];
  outbox?: OutboxRecord;
}

/** Makes the event of a change to an invoice from the invoice as it is after the change (D30). */
export type EventFor = (invoice: InvoiceRecord) => EventRecord;

/** A document to render and store (D49): whose, of which account, in which format. */
export interface QueuedDocument {
  ownerId: string;
  ownerKind: 'invoice' | 'credit_note';
  accountId: string;
  format: DocumentFormat;
}

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

export interface Store extends EventStore {
  /** The environment this database belongs to (D1). */
  readonly environment: Environment;

  ensureAccount(name: string, at: string): Promise<AccountRecord>;
  getAccount(id: string): Promise<AccountRecord | undefined>;
  /** Sets the prefix of an account's future invoice numbers; undefined when no account has this name. */
  setInvoicePrefix(name: string, prefix: string): Promise<AccountRecord | undefined>;
  /** Replaces an account's seller profile (D35); undefined when no account has this name. */
  setSellerProfile(name: string, seller: SellerProfile): Promise<AccountRecord | undefined>;
  insertApiKey(key: ApiKeyRecord): Promise<void>;
  findApiKey(hash: string): Promise<ApiKeyRecord | undefined>;
  /** Revokes a key; false when no such key exists. */
  revokeApiKey(hash: string, at: string): Promise<boolean>;

  /** Inserts a customer, with its event when one is given, atomically with its Idempotency-Key when one is given (D9). */
  insertCustomer(customer: CustomerRecord, event?: EventRecord, idempotency?: KeyedCreate<{ kind: 'created' }>): Promise<CreateOutcome>;
  /** A customer, deleted or not. */
  getCustomer(accountId: string, id: string): Promise<CustomerRecord | undefined>;
  /** Customers newest first; deleted ones only when the query includes them (D40). */
  listCustomers(accountId: string, query: CustomerListQuery): Promise<Page<CustomerRecord>>;
  /** Replaces the fields in `changes` while the customer is not deleted, with `event` (customer.updated) in the same transaction (D40). */
  updateCustomer(accountId: string, id: string, changes: CustomerChanges, at: string, event: (customer: CustomerRecord) => EventRecord): Promise<CustomerChange>;
  /** Archives a customer, with `event` (customer.deleted); a deleted one is left unchanged and writes no event (D40). */
  deleteCustomer(accountId: string, id: string, at: string, event: (customer: CustomerRecord) => EventRecord): Promise<CustomerChange>;

  /** Inserts a draft, atomically with its Idempotency-Key and its event when they are given; a replay writes no event. */
  insertInvoice(invoice: InvoiceRecord, idempotency?: IdempotencyClaim, event?: EventRecord): Promise<CreateOutcome>;
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
  /** Applies changes to an invoice only while it is a draft. */
  updateDraft(accountId: string, id: string, changes: DraftChanges, at: string, event?: EventFor): Promise<ChangeOutcome>;
  /** Moves an invoice between states, with its outbox row, in one transaction. */
  transition(accountId: string, id: string, transition: Transition): Promise<ChangeOutcome>;

  /**
   * Records a payment on an open invoice within its amount due (D41), with invoice.payment_recorded
   * and, when nothing is left due, the move to paid and invoice.paid. The invoice's `payments`
   * lists its payments, oldest first.
   */
  recordPayment(issue: PaymentIssue): Promise<PaymentOutcome | EarlierOutcome>;

  /** Issues a credit note on an open or paid invoice within what is left to credit (D34). */
  insertCreditNote(issue: CreditNoteIssue): Promise<CreditNoteOutcome>;
  getCreditNote(accountId: string, id: string): Promise<CreditNoteRecord | undefined>;
  /** A credit note of any account: only for requests that prove access otherwise (a signed link). */
  findCreditNoteById(id: string): Promise<CreditNoteRecord | undefined>;
  listCreditNotes(accountId: string, query: CreditNoteListQuery): Promise<Page<CreditNoteRecord>>;
  /** Voids an issued credit note while its invoice is open, giving the invoice its amount back; `event` is credit_note.voided. */
  voidCreditNote(accountId: string, id: string, at: string, event: (creditNote: CreditNoteRecord) => EventRecord): Promise<CreditNoteChange>;

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
