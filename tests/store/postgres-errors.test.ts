// PostgreSQL's errors become the store's errors in one place (server/store/postgres/postgres-errors.ts), as
// SQLite's do, and the HTTP layer answers them: a violated constraint is a 409, a lost race or an
// unreachable database a 503, anything else from the database a 500, and nothing of the
// database's message reaches the body.
import pg from 'pg';
import { toApiError } from '../../server/http/errors/index.js';
import { isRetryable, mapPostgresError } from '../../server/store/postgres/postgres-errors.js';
import { StoreError } from '../../server/store/store-error.js';

function databaseError(code: string, message = `error ${code}`): pg.DatabaseError {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  return error;
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

test.each<[string, Error, { status: number; type: string } | 'unchanged']>([
  ['23505 unique_violation', databaseError('23505'), { status: 409, type: 'conflict' }],
  ['23503 foreign_key_violation', databaseError('23503'), { status: 409, type: 'conflict' }],
  ['23514 check_violation', databaseError('23514'), { status: 409, type: 'conflict' }],
  ['40001 serialization_failure', databaseError('40001'), { status: 503, type: 'api_error' }],
  ['40P01 deadlock_detected', databaseError('40P01'), { status: 503, type: 'api_error' }],
  ['57P01 admin_shutdown', databaseError('57P01'), { status: 503, type: 'api_error' }],
  ['57P03 cannot_connect_now', databaseError('57P03'), { status: 503, type: 'api_error' }],
  ['53300 too_many_connections', databaseError('53300'), { status: 503, type: 'api_error' }],
  ['08006 connection_failure', databaseError('08006'), { status: 503, type: 'api_error' }],
  ['57014 query_canceled', databaseError('57014'), { status: 503, type: 'api_error' }],
  ['53100 disk_full', databaseError('53100'), { status: 503, type: 'api_error' }],
  ['25006 read_only_sql_transaction', databaseError('25006'), { status: 503, type: 'api_error' }],
  ['ECONNREFUSED', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), { status: 503, type: 'api_error' }],
  ['a broken connection', new Error('Connection terminated unexpectedly'), { status: 503, type: 'api_error' }],
  ['no free connection in time', new Error('timeout exceeded when trying to connect'), { status: 503, type: 'api_error' }],
  ['42P01 undefined_table', databaseError('42P01', 'relation "invoices" does not exist'), { status: 500, type: 'api_error' }],
  ['22003 numeric_value_out_of_range', databaseError('22003'), { status: 500, type: 'api_error' }],
  ['an error that is not the database\'s', new TypeError('x is undefined'), 'unchanged'],
])('%s', (_name, error, want) => {
  const mapped = mapPostgresError(error);
  if (want === 'unchanged') {
    expect(mapped).toBe(error);
    return;
  }
  expect(mapped).toBeInstanceOf(StoreError);
  expect((mapped as StoreError).cause).toBe(error);
  const answered = toApiError(mapped, { method: 'POST', path: '/v2/invoices', body: {}, query: {} });
  expect(answered).toMatchObject(want);
  expect(answered.message).toBe((mapped as StoreError).message);
  expect(answered.message).not.toContain(error.message);
});

test('a StoreError passes through unchanged', () => {
  const error = new StoreError('conflict', 'Already claimed.');
  expect(mapPostgresError(error)).toBe(error);
});

test('only serialization failures and deadlocks are worth running the transaction again', () => {
  expect(['40001', '40P01', '23505', '57P01'].map((code) => isRetryable(databaseError(code)))).toEqual([true, true, false, false]);
});
