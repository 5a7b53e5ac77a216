// Reading contracts for the build: loading an OpenAPI file with source places, JSON Schema
// for a standalone file and its validator, request examples and the operation digest pages.
// The only door of this folder; the shapes of OpenAPI itself are lib/openapi's.
export { ajvFor, createAjv } from './ajv.js';
export { standaloneSchema } from './json-schema.js';
export type { SchemaObject } from './json-schema.js';
export { checkOperationIds, loadContract } from './openapi.js';
export type { Contract } from './openapi.js';
export { operationMarkdown } from './operation-digest.js';
export { ContractCache, defaultCacheDir } from './parse-cache.js';
export { bodyExample, curlExample, sampleOf } from './request-example.js';
