// Keyset pagination on PostgreSQL (D10): the statements behind the list calls, built here so
// that a test can EXPLAIN exactly what the store runs (tests/postgres/keyset-plan.test.ts).
import { invoiceRanges, type InvoiceListQuery } from './store.js';
import type { ListQuery, Page } from './listing.js';
import type { Row } from './rows.js';

export interface Statement {
  text: string;
  values: unknown[];
}

/** Keyset pagination: rows strictly after the position, newest first, one extra to learn has_more. */
export function pageStatement(select: string, values: unknown[], query: ListQuery): Statement {
  const args = [...values];
  let text = select;
  if (query.after) {
    args.push(query.after.createdAt, query.after.id);
    text += ` AND (created_at, id) < ($${args.length - 1}, $${args.length})`;
  }
  args.push(query.limit + 1);
  return { text: `${text} ORDER BY created_at DESC, id DESC LIMIT $${args.length}`, values: args };
}

/** The statement behind listInvoices, exported so that a test can EXPLAIN exactly it. */
export function invoiceListStatement(accountId: string, query: InvoiceListQuery): Statement {
  let select = 'SELECT * FROM invoices WHERE account_id = $1';
  const values: unknown[] = [accountId];
  // One state keeps the plain equality, which the status index answers in created_at order.
  if (query.status?.length === 1) select += ` AND status = $${values.push(query.status[0])}`;
  else if (query.status) select += ` AND status = ANY($${values.push(query.status)})`;
  if (query.customerId) select += ` AND customer_id = $${values.push(query.customerId)}`;
  if (query.number) select += ` AND number = $${values.push(query.number)}`;
  for (const [field, comparison] of invoiceRanges) {
    if (query[field] !== undefined) select += ` AND ${comparison} $${values.push(query[field])}`;
  }
  return pageStatement(select, values, query);
}

export function toPage<T>(rows: Row[], query: ListQuery, map: (row: Row) => T): Page<T> {
  return { items: rows.slice(0, query.limit).map(map), hasMore: rows.length > query.limit };
}
