// The error path: ApiError and the contract's error types, the translation of every failure
// (the validator's, the body parser's, the domain's, the store's) into the Error body, and the
// error handler that writes it. The only door of this folder.
export { ApiError, badRequest, conflict, methodNotAllowed, notFound, unauthorized, unprocessable } from './api-error.js';
export { errorHandler } from './error-handler.js';
export { toApiError } from './error-translation.js';
export { errorTypes } from './error-types.js';
export { formatParam } from './param-path.js';
export type { PathPart } from './param-path.js';
export { closeAfterResponse } from './unread-body.js';
