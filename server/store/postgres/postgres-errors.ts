// The one place where PostgreSQL's errors become the store's errors, as sqlite-errors.ts is for SQLite.
// SQLSTATE codes: https://www.postgresql.org/docs/15/errcodes-appendix.html
import pg from 'pg';
import { StoreError, storeMessages } from '../store-error.js';

/** Worth running the whole transaction again: another transaction won a race (40001, 40P01). */
export function isRetryable(error: unknown): boolean {
  return error instanceof pg.DatabaseError && (error.code === '40001' || error.code === '40P01');
}

/** The server cannot answer for now: it is shutting down, starting, full, or the connection broke. */
function isUnavailable(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) {
    const code = error.code ?? '';
    return code.startsWith('08') // connection exception
      || code.startsWith('57P') // admin_shutdown, crash_shutdown, cannot_connect_now
      || code === '53300' // too_many_connections
      || code === '55P03' // lock_not_available
      || code === '57014' // query_canceled (statement_timeout)
      || code.startsWith('53') // insufficient_resources: disk_full, out_of_memory
      || code === '25006'; // read_only_sql_transaction (a standby, or default_transaction_read_only)
  }
  if (!(error instanceof Error)) return false;
  const errno = (error as NodeJS.ErrnoException).code;
  return errno === 'ECONNREFUSED' || errno === 'ECONNRESET' || errno === 'ETIMEDOUT' || errno === 'ENOTFOUND' || errno === 'EPIPE'
    || /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(error.message);
}

/** Maps an error of the pg driver to a StoreError; anything else (a rule's refusal, a bug) is returned unchanged. */
export function mapPostgresError(error: unknown): unknown {
  if (error instanceof StoreError) return error;
  if (isRetryable(error) || isUnavailable(error)) {
    return new StoreError('unavailable', storeMessages.busy, { cause: error });
  }
  if (error instanceof pg.DatabaseError) {
    if (error.code?.startsWith('23')) { // integrity_constraint_violation: 23505 unique, 23503 foreign key, 23514 check ...
      return new StoreError('conflict', storeMessages.conflict, { cause: error });
    }
    return new StoreError('failed', storeMessages.failed, { cause: error });
  }
  return error;
}
