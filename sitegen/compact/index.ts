// The compact notation (content/spec.md, "Compact API notation"): the digest model made from
// an OpenAPI document, its writer, its parser and the type grammar. The only door of this folder.
export { digestOf, operationDigest } from './model.js';
export type { Digest, DigestInput, DigestOperation, DigestOutcome, DigestType } from './model.js';
export { parseCompact } from './parse.js';
export { TypeReader } from './type-parse.js';
export { noteOf, renderType, typeOf } from './types.js';
export type { TypeExpr } from './types.js';
export { writeCompact } from './write.js';
