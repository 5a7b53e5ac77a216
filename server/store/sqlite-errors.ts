// The one place where SQLite's error codes become API errors.
import { ApiError } from '../http/api-error.js';

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

/** Maps a SqliteError to an ApiError; anything else is returned unchanged. */
export function mapSqliteError(error: unknown): unknown {
  if (!isSqliteError(error)) return error;
  if (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED') {
    return new ApiError(503, 'The database is busy; retry the request in a moment.', { cause: error });
  }
  // A full disk, a read-only file or a failing disk: no write can succeed for now (GET /status says degraded).
  if (error.code === 'SQLITE_FULL' || error.code.startsWith('SQLITE_READONLY') || error.code.startsWith('SQLITE_IOERR')) {
    return new ApiError(503, 'The database cannot store changes right now; retry the request later.', { cause: error });
  }
  if (error.code.startsWith('SQLITE_CONSTRAINT')) {
    return new ApiError(409, 'The request conflicts with the current state of the record; read it and retry.', {
      cause: error,
    });
  }
  return new ApiError(500, 'The database failed to complete the request.', { cause: error });
}
