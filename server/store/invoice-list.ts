// The statement behind listInvoices on both engines (D10, D42), shaped so that every filter
// reads an index in the list's order or a narrow index range, never the whole table (D55, R168):
// - no filter, one state, a customer, a number or a creation range: one ordered index scan that
//   stops after one page;
// - several states: one ordered scan per state, each stopping after one page, merged (a single
//   `status IN (...)` would read every row of those states to sort them);
// - a due-date range of at most a year: one ordered scan of invoices_by_due_date per day, each
//   stopping after one page, merged, then only the page's rows read (R217). Given one scan of the
//   whole range, PostgreSQL's planner took the list's order and filtered on the due date, which
//   reads every invoice made since the range when due dates follow creation dates, as they do;
// - a wider or open due-date range: the page's ids found in invoices_by_due_date alone (it holds
//   created_at and id), then only those rows read.
// Exported so that tests can EXPLAIN exactly what the stores run (tests/store/list-plans.test.ts).
import { invoiceRanges, type InvoiceListQuery } from './store.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Statement {
  text: string;
  values: unknown[];
}

const order = 'ORDER BY created_at DESC, id DESC';

const DAY = 86_400_000;

/** The widest due-date range, in days, that is read one day at a time. */
const DAYS_READ_APART = 366;

/** The days of the query's due-date range, when it has both bounds and spans at most DAYS_READ_APART: the range is then read one day at a time. */
export function dueDays(query: InvoiceListQuery): string[] | undefined {
  if (query.dueDateGte === undefined || query.dueDateLt === undefined) return undefined;
  const from = Date.parse(`${query.dueDateGte}T00:00:00Z`);
  const to = Date.parse(`${query.dueDateLt}T00:00:00Z`);
  if (!(to - from <= DAYS_READ_APART * DAY)) return undefined;
  const days: string[] = [];
  for (let at = from; at < to; at += DAY) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

export function invoiceListSql(dialect: Dialect, accountId: string, query: InvoiceListQuery): Statement {
  const values: unknown[] = [];
  const bind = (value: unknown) => {
    values.push(value);
    return dialect === 'sqlite' ? '?' : `$${values.length}`;
  };
  /** The conditions of one scan, for one state or none, and for one due day (a column) instead of the due-date range. */
  const where = (status: string | undefined, dueDay?: string) => {
    const conditions = [`account_id = ${bind(accountId)}`];
    if (status !== undefined) conditions.push(`status = ${bind(status)}`);
    if (query.customerId) conditions.push(`customer_id = ${bind(query.customerId)}`);
    if (query.number) conditions.push(`number = ${bind(query.number)}`);
    if (dueDay !== undefined) conditions.push(`due_date = ${dueDay}`);
    for (const [field, comparison] of invoiceRanges) {
      if (dueDay !== undefined && field.startsWith('dueDate')) continue;
      if (query[field] !== undefined) conditions.push(`${comparison} ${bind(query[field])}`);
    }
    if (query.after) conditions.push(`(created_at, id) < (${bind(query.after.createdAt)}, ${bind(query.after.id)})`);
    return conditions.join(' AND ');
  };
  const limit = () => bind(query.limit + 1);
  const states = [...new Set(query.status ?? [])];
  if (states.length > 1) {
    const scans = states.map((status, n) => `SELECT * FROM (SELECT * FROM invoices WHERE ${where(status)} ${order} LIMIT ${limit()}) AS s${n}`);
    return { text: `${scans.join(' UNION ALL ')} ${order} LIMIT ${limit()}`, values };
  }
  const dueRange = query.dueDateGte !== undefined || query.dueDateLt !== undefined;
  if (dueRange && !query.customerId && !query.number && states.length === 0) {
    const days = dueDays(query);
    if (days && dialect === 'postgres') {
      const perDay = `SELECT p.id FROM unnest(${bind(days)}::date[]) AS d(day) CROSS JOIN LATERAL (SELECT created_at, id FROM invoices WHERE ${where(undefined, 'd.day')} ${order} LIMIT ${limit()}) AS p`;
      return { text: `SELECT * FROM invoices WHERE id IN (${perDay} ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit()}) ${order}`, values };
    }
    if (days) {
      // SQLite has no LATERAL: a correlated IN takes each day's page, by rowid (one statement's
      // rowids, never kept), so that each candidate's created_at is one lookup away.
      const perDay = `SELECT i.rowid FROM json_each(${bind(JSON.stringify(days))}) AS d JOIN invoices AS i ON i.rowid IN (SELECT rowid FROM invoices WHERE ${where(undefined, 'd.value')} ${order} LIMIT ${limit()})`;
      return { text: `SELECT * FROM invoices WHERE rowid IN (${perDay} ORDER BY i.created_at DESC, i.id DESC LIMIT ${limit()}) ${order}`, values };
    }
    return { text: `SELECT * FROM invoices WHERE id IN (SELECT id FROM invoices WHERE ${where(undefined)} ${order} LIMIT ${limit()}) ${order}`, values };
  }
  return { text: `SELECT * FROM invoices WHERE ${where(states[0])} ${order} LIMIT ${limit()}`, values };
}
