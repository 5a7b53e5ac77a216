// The statement behind listInvoices on both engines (D10, D42), shaped so that every filter
// reads an index in the list's order or a narrow index range, never the whole table (D55, R168):
// - no filter, one state, a customer, a number or a creation range: one ordered index scan that
//   stops after one page;
// - several states: one ordered scan per state, each stopping after one page, merged (a single
//   `status IN (...)` would read every row of those states to sort them);
// - a due-date range: the page's ids found in invoices_by_due_date alone (it holds created_at
//   and id), then only those rows read.
// Exported so that tests can EXPLAIN exactly what the stores run (tests/store/list-plans.test.ts).
import { invoiceRanges, type InvoiceListQuery } from './store.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Statement {
  text: string;
  values: unknown[];
}

const order = 'ORDER BY created_at DESC, id DESC';

export function invoiceListSql(dialect: Dialect, accountId: string, query: InvoiceListQuery): Statement {
  const values: unknown[] = [];
  const bind = (value: unknown) => {
    values.push(value);
    return dialect === 'sqlite' ? '?' : `$${values.length}`;
  };
  /** The conditions of one scan, for one state or none. */
  const where = (status: string | undefined) => {
    const conditions = [`account_id = ${bind(accountId)}`];
    if (status !== undefined) conditions.push(`status = ${bind(status)}`);
    if (query.customerId) conditions.push(`customer_id = ${bind(query.customerId)}`);
    if (query.number) conditions.push(`number = ${bind(query.number)}`);
    for (const [field, comparison] of invoiceRanges) {
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
  const conditions = where(states[0]);
  if ((query.dueDateGte !== undefined || query.dueDateLt !== undefined) && !query.customerId && !query.number && states.length === 0) {
    return { text: `SELECT * FROM invoices WHERE id IN (SELECT id FROM invoices WHERE ${conditions} ${order} LIMIT ${limit()}) ${order}`, values };
  }
  return { text: `SELECT * FROM invoices WHERE ${conditions} ${order} LIMIT ${limit()}`, values };
}
