// The one place where SQLite's error codes become API errors.
import Database from 'better-sqlite3';
import { ApiError } from '../http/api-error.js';

/** Maps a SqliteError to an ApiError; anything else is returned unchanged. */
export function mapSqliteError(error: unknown): unknown {
  if (!(error instanceof Database.SqliteError)) return error;
  if (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED') {
    return new ApiError(503, 'api_error', 'The database is busy; retry the request in a moment.', { cause: error });
  }
  if (error.code.startsWith('SQLITE_CONSTRAINT')) {
    return new ApiError(409, 'conflict', 'The request conflicts with the current state of the record; read it and retry.', {
      cause: error,
    });
  }
  return new ApiError(500, 'api_error', 'The database failed to complete the request.', { cause: error });
}
