// The guards at the edge: what is refused before a route runs (a declared body over the limit,
// a trailing slash, a header sent twice, text no database stores exactly, a body where an
// operation takes none), the body read within its deadline, the rate limits, CORS for the
// sandbox's site, and the server's timeouts. The only door of this folder.
export { refuseUnexpectedBody } from './bodyless-operations.js';
export { allowOrigins } from './cors.js';
export { rateLimit, rateLimitByAddress, TokenBucketLimiter } from './rate-limit.js';
export { readJsonBody, refuseDeclaredTooLarge } from './request-body.js';
export { requireSingleHeaders } from './single-headers.js';
export { applyServerTimeouts, bodyReadTimeoutMs, serverTimeouts } from './timeouts.js';
export { refuseTrailingSlash } from './trailing-slash.js';
export { requireWellFormedStrings } from './well-formed-strings.js';
