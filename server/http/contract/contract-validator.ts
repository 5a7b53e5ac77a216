// The contract's request and response validator, compiled once per process for each
// (contract, response validation) pair: every app built from the same contract shares it, so
// a test that builds an app per test, or a server that rebuilds its app, pays for the
// compilation once. The validator keeps no state of an app; what differs per app (the logger a
// response mismatch is written to) is read from the request. The validator itself is patched to
// do its per-operation work once, not on every request (R50, R124).
import type { RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { isCalendarDay, isInstant } from '../../domain/instants.js';
import { contractDocument } from './contract-document.js';
import { onResponseMismatch } from './response-mismatch.js';

const compiled = new Map<string, RequestHandler[]>();

/** The validator's middleware for this contract, built on the first call and shared afterwards. */
export function contractValidator(contractPath: string, validateResponses: boolean): RequestHandler[] {
  const key = `${validateResponses ? 'responses' : 'requests'}:${contractPath}`;
  let handlers = compiled.get(key);
  if (!handlers) {
    handlers = OpenApiValidator.middleware({
      // The parsed document (a copy: the validator resolves references in place), not the path,
      // which the validator would parse again with its own YAML reader.
      apiSpec: structuredClone(contractDocument(contractPath)) as never,
      validateRequests: { allowUnknownQueryParameters: false, coerceTypes: false, removeAdditional: false },
      validateResponses: validateResponses ? { removeAdditional: false, onError: onResponseMismatch } : false,
      validateSecurity: false,
      // The contract is folio's own, checked against OpenAPI 3.1 by `npm run lint` (redocly):
      // checking it again against the specification's schema cost each start 170 ms.
      validateApiSpec: false,
      validateFormats: true,
      ajvFormats: { mode: 'full' },
      // Days and instants in the years both engines hold, any RFC 3339 offset (R139).
      formats: { date: { type: 'string', validate: isCalendarDay }, 'date-time': { type: 'string', validate: isInstant } },
      // The contract takes JSON only: no multipart reader on every request.
      fileUploader: false,
    }) as RequestHandler[];
    compiled.set(key, handlers);
  }
  return handlers;
}
