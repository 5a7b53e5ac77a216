// Rows as both engines return them, turned into records. Instants arrive as ISO 8601 strings
// and amounts as numbers on either engine (the PostgreSQL pool parses them so); JSON is text.
import type { Environment } from '../config.js';
import type { AccountRecord, ApiKeyRecord, CreateOutcome, OutboxRecord, QueuedDocument, StoredDocument } from './store.js';
import type { CustomerWrite, InvoiceWrite } from './tx.js';
import type { CreditNoteRecord, CustomerRecord, DocumentFormat, InvoiceRecord, StoredDocumentSummary } from '../domain/records.js';

export type Row = Record<string, unknown>;

/** The column of each invoice field that a write may set after the insert. */
const invoiceColumns: Record<keyof InvoiceWrite, string> = {
  lines: 'lines_json', discounts: 'discounts_json', charges: 'charges_json', currency: 'currency', subtotal: 'subtotal', tax: 'tax', total: 'total',
  dueDate: 'due_date', notes: 'notes', metadata: 'metadata_json', supplyDate: 'supply_date', servicePeriod: 'service_period_json',
  buyerReference: 'buyer_reference', purchaseOrder: 'purchase_order', issueDate: 'issue_date', sentAt: 'sent_at', voidedAt: 'voided_at',
  seller: 'seller_json', customerDetails: 'customer_json', status: 'status', number: 'number', updatedAt: 'updated_at',
  amountCredited: 'amount_credited', amountPaid: 'amount_paid', payments: 'payments_json', paidAt: 'paid_at',
  taxCurrency: 'tax_currency_json',
};

const jsonFields: ReadonlySet<keyof InvoiceWrite> = new Set(['lines', 'discounts', 'charges', 'metadata', 'servicePeriod', 'seller', 'customerDetails', 'payments', 'taxCurrency']);

/**
 * The SET list and values of an update of `changes` (undefined fields are left alone), each field
 * written to its column in `columns` and as JSON text when in `jsonFields`, starting at
 * placeholder `first` ($n on PostgreSQL; ? when omitted).
 */
export function columnSets<F extends string>(changes: Partial<Record<F, unknown>>, columns: Record<F, string>, jsonFields: ReadonlySet<F>, first?: number): { sets: string[]; values: unknown[] } {
  const sets: string[] = [];
  const values: unknown[] = [];
  for (const [field, value] of Object.entries(changes) as [F, unknown][]) {
    if (value === undefined) continue;
    values.push(jsonFields.has(field) && value !== null ? JSON.stringify(value) : value);
    sets.push(`${columns[field]} = ${first === undefined ? '?' : `$${first + values.length - 1}`}`);
  }
  return { sets, values };
}

/** The SET list and values of an invoice update (columnSets). */
export const invoiceSets = (changes: InvoiceWrite, first?: number) => columnSets(changes, invoiceColumns, jsonFields, first);

/** JSON text of a nullable column, parsed. */
const json = <T>(value: unknown): T | null => (value === null || value === undefined ? null : JSON.parse(value as string) as T);

const text = (value: unknown) => (value as string | null | undefined) ?? null;

/** The columns of a kept response, in the one table of keys (idempotent_responses; R175). */
export const keptResponse = 'fingerprint, response_status, response_body';

/** What a kept response answers a request with this body fingerprint (D9). */
export function storedOutcome(row: Row, fingerprint: string): Exclude<CreateOutcome, { kind: 'created' }> {
  if (row.fingerprint !== fingerprint) return { kind: 'key_reused' };
  return { kind: 'replayed', response: { status: row.response_status as number, body: JSON.parse(row.response_body as string) } };
}

/** The summaries of an owner's stored documents (D49), kept as JSON beside its row; none before the column existed. */
function storedDocuments(value: unknown): StoredDocumentSummary[] {
  return value === null || value === undefined ? [] : JSON.parse(value as string) as StoredDocumentSummary[];
}

/** The table of each kind of document owner. */
export const ownerTables = { invoice: 'invoices', credit_note: 'credit_notes' } as const;

/** An owner's documents_json with one more stored document listed, oldest first. */
export function withStoredDocument(listed: unknown, document: StoredDocumentSummary): string {
  const { format, sha256, size, createdAt } = document;
  return JSON.stringify([...storedDocuments(listed), { format, sha256, size, createdAt }]);
}

export function toQueuedDocument(row: Row): QueuedDocument {
  return { ownerId: row.owner_id as string, ownerKind: row.owner_kind as QueuedDocument['ownerKind'], accountId: row.account_id as string, format: row.format as DocumentFormat };
}

export function toStoredDocument(row: Row): StoredDocument {
  const bytes = row.bytes as Uint8Array;
  return {
    ...toQueuedDocument(row), sha256: row.sha256 as string, size: row.size as number, createdAt: row.created_at as string,
    bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  };
}

export function toAccount(row: Row): AccountRecord {
  return {
    id: row.id as string, name: row.name as string, invoicePrefix: row.invoice_prefix as string, seller: json(row.seller_json),
    createdAt: row.created_at as string,
  };
}

export function toInvoice(row: Row): InvoiceRecord {
  return {
    id: row.id as string,
    accountId: row.account_id as string,
    customerId: row.customer_id as string,
    number: text(row.number),
    status: row.status as InvoiceRecord['status'],
    lines: JSON.parse(row.lines_json as string),
    discounts: JSON.parse(row.discounts_json as string),
    charges: JSON.parse(row.charges_json as string),
    currency: row.currency as InvoiceRecord['currency'],
    subtotal: row.subtotal as number,
    tax: row.tax as number,
    total: row.total as number,
    amountCredited: row.amount_credited as number,
    amountPaid: row.amount_paid as number,
    payments: JSON.parse(row.payments_json as string),
    paidAt: text(row.paid_at),
    dueDate: row.due_date as string,
    issueDate: text(row.issue_date),
    supplyDate: text(row.supply_date),
    servicePeriod: json(row.service_period_json),
    buyerReference: text(row.buyer_reference),
    purchaseOrder: text(row.purchase_order),
    seller: json(row.seller_json),
    customerDetails: json(row.customer_json),
    taxCurrency: json(row.tax_currency_json),
    notes: text(row.notes),
    metadata: JSON.parse(row.metadata_json as string),
    createdAt: row.created_at as string,
    updatedAt: row.updated_at as string,
    sentAt: text(row.sent_at),
    voidedAt: text(row.voided_at),
    documents: storedDocuments(row.documents_json),
  };
}

export function toCustomer(row: Row): CustomerRecord {
  return {
    id: row.id as string,
    accountId: row.account_id as string,
    name: row.name as string,
    email: row.email as string,
    address: JSON.parse(row.address_json as string),
    taxId: text(row.tax_id),
    locale: row.locale as CustomerRecord['locale'],
    electronicAddress: json(row.electronic_address_json),
    buyerReference: text(row.buyer_reference),
    eInvoiceFormat: text(row.e_invoice_format) as CustomerRecord['eInvoiceFormat'],
    metadata: JSON.parse(row.metadata_json as string),
    createdAt: row.created_at as string,
    deletedAt: text(row.deleted_at),
  };
}

/** The column of each customer field that an update may replace (D40). */
const customerChangeColumns: Record<keyof CustomerWrite, string> = {
  deletedAt: 'deleted_at', name: 'name', email: 'email', address: 'address_json', taxId: 'tax_id', locale: 'locale',
  electronicAddress: 'electronic_address_json', buyerReference: 'buyer_reference', eInvoiceFormat: 'e_invoice_format', metadata: 'metadata_json',
};

const customerJsonFields: ReadonlySet<keyof CustomerWrite> = new Set(['address', 'electronicAddress', 'metadata']);

/** The SET list and values of a customer update (columnSets). */
export const customerSets = (changes: CustomerWrite, first?: number) => columnSets(changes, customerChangeColumns, customerJsonFields, first);

export function toApiKey(row: Row): ApiKeyRecord {
  return {
    id: row.id as string,
    accountId: row.account_id as string,
    environment: row.environment as Environment,
    hash: row.hash as string,
    label: row.label as string,
    createdAt: row.created_at as string,
    expiresAt: text(row.expires_at),
    revokedAt: text(row.revoked_at),
  };
}

export function toOutbox(row: Row): OutboxRecord {
  return {
    id: row.id as string,
    accountId: row.account_id as string,
    invoiceId: row.invoice_id as string,
    to: JSON.parse(row.to_json as string),
    cc: JSON.parse(row.cc_json as string),
    message: text(row.message),
    status: row.status as OutboxRecord['status'],
    attempts: row.attempts as number,
    createdAt: row.created_at as string,
    nextAttemptAt: text(row.next_attempt_at),
    lastError: text(row.last_error),
    sentAt: text(row.sent_at),
  };
}

/** Outbox rows in delivery order: oldest first, ties by id. */
export function byAge(a: OutboxRecord, b: OutboxRecord): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function toCreditNote(row: Row): CreditNoteRecord {
  return {
    id: row.id as string,
    accountId: row.account_id as string,
    invoiceId: row.invoice_id as string,
    number: row.number as string,
    status: row.status as CreditNoteRecord['status'],
    reason: row.reason as CreditNoteRecord['reason'],
    memo: text(row.memo),
    lines: JSON.parse(row.lines_json as string),
    currency: row.currency as CreditNoteRecord['currency'],
    subtotal: row.subtotal as number,
    tax: row.tax as number,
    total: row.total as number,
    taxCurrency: json(row.tax_currency_json),
    createdAt: row.created_at as string,
    updatedAt: row.updated_at as string,
    documents: storedDocuments(row.documents_json),
  };
}

/** The columns of a customer row, in the order customerValues gives them. */
export const customerColumns = 'id, account_id, name, email, address_json, tax_id, locale, electronic_address_json, buyer_reference, e_invoice_format, metadata_json, created_at';

export function customerValues(c: CustomerRecord): unknown[] {
  return [c.id, c.accountId, c.name, c.email, JSON.stringify(c.address), c.taxId, c.locale,
    c.electronicAddress && JSON.stringify(c.electronicAddress), c.buyerReference, c.eInvoiceFormat, JSON.stringify(c.metadata), c.createdAt];
}

/** The columns of an invoice row as created, in the order invoiceValues gives them (a draft has no number, D33). */
export const invoiceInsertColumns = `id, account_id, customer_id, status, currency, subtotal, tax, total, lines_json, due_date, notes, metadata_json,
  created_at, updated_at, supply_date, service_period_json, buyer_reference, purchase_order, discounts_json, charges_json`;

export function invoiceValues(i: InvoiceRecord): unknown[] {
  return [i.id, i.accountId, i.customerId, i.status, i.currency, i.subtotal, i.tax, i.total, JSON.stringify(i.lines), i.dueDate, i.notes,
    JSON.stringify(i.metadata), i.createdAt, i.updatedAt, i.supplyDate, i.servicePeriod && JSON.stringify(i.servicePeriod), i.buyerReference, i.purchaseOrder,
    JSON.stringify(i.discounts), JSON.stringify(i.charges)];
}

/** The columns of a credit note row, in the order creditNoteValues gives them. */
export const creditNoteColumns = 'id, account_id, invoice_id, number, status, reason, memo, currency, subtotal, tax, total, lines_json, created_at, updated_at, tax_currency_json';

export function creditNoteValues(c: CreditNoteRecord): unknown[] {
  return [c.id, c.accountId, c.invoiceId, c.number, c.status, c.reason, c.memo, c.currency, c.subtotal, c.tax, c.total,
    JSON.stringify(c.lines), c.createdAt, c.updatedAt, c.taxCurrency && JSON.stringify(c.taxCurrency)];
}
