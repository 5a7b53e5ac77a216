// What every rule of a comparison shares: the two documents, the changes found so far, the
// pairs of schemas already compared, and the words for the side that reads a schema.
import type { OpenApiDocument } from '../openapi/index.js';
import { Changes } from './change.js';

/**
 * Who reads a schema: the service reads a request; a client reads a response; a receiver
 * reads a webhook's payload. What breaks a reader depends on it.
 */
export type Direction = 'request' | 'response' | 'webhook';

/**
 * Which enum values a comparison leaves unreported: none; `removed` when `after` is one branch
 * of a split (the other branches hold the rest); `added` when `before` was one branch of a join.
 */
export type Partiality = 'removed' | 'added' | undefined;

export interface DiffContext {
  before: OpenApiDocument;
  after: OpenApiDocument;
  changes: Changes;
  /** `direction old-pointer new-pointer` of every schema pair compared, so each is compared once. */
  seen: Set<string>;
}

export function diffContext(before: OpenApiDocument, after: OpenApiDocument): DiffContext {
  return { before, after, changes: new Changes(), seen: new Set() };
}

/** The plural noun for what a direction's schemas describe, for sentences. */
export const CARRIERS: Readonly<Record<Direction, string>> = { request: 'requests', response: 'responses', webhook: 'webhook payloads' };

/** True when a client or receiver, not the service, reads the schema. */
export function isRead(direction: Direction): boolean {
  return direction !== 'request';
}
