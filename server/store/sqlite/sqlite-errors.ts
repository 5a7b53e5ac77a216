// The one place where SQLite's error codes become the store's errors (store-error.ts).
import { StoreError, storeMessages } from '../store-error.js';

interface SqliteError extends Error {
  code: string;
}

/**
 * Recognised by name and code, not by `instanceof`: the native addon keeps the error class it
 * was first given, which is not the class (nor the realm) of a module loaded again, as jest
 * does for each test file.
 */
function isSqliteError(error: unknown): error is SqliteError {
  const candidate = error as Partial<SqliteError> | null;
  return typeof candidate === 'object' && candidate !== null && candidate.name === 'SqliteError' && typeof candidate.code === 'string';
}

/** Maps a SqliteError to a StoreError; anything else is returned unchanged. */
export function mapSqliteError(error: unknown): unknown {
  if (!isSqliteError(error)) return error;
  if (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED') {
    return new StoreError('unavailable', storeMessages.busy, { cause: error });
  }
  // A full disk, a read-only file or a failing disk: no write can succeed for now (GET /status says degraded).
  if (error.code === 'SQLITE_FULL' || error.code.startsWith('SQLITE_READONLY') || error.code.startsWith('SQLITE_IOERR')) {
    return new StoreError('unavailable', storeMessages.readOnly, { cause: error });
  }
  if (error.code.startsWith('SQLITE_CONSTRAINT')) {
    return new StoreError('conflict', storeMessages.conflict, { cause: error });
  }
  return new StoreError('failed', storeMessages.failed, { cause: error });
}
