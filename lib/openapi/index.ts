// The one reader of OpenAPI documents, shared by sitegen/, server/ and the tests: the shapes
// of a document, the list of HTTP methods, `$ref` resolution, the walk over operations, and schemas made
// standalone JSON Schema.
// Light on purpose (yaml only): the server loads it at start-up.
export type {
  Example,
  Header,
  MediaType,
  OpenApiDocument,
  Operation,
  Parameter,
  PathItem,
  RequestBody,
  Response,
  Schema,
  SecurityRequirement,
  SecurityScheme,
} from './document.js';
export { exampleOf, mediaTypeExamples } from './examples.js';
export type { NamedExample } from './examples.js';
export { inlineDefinitions, withDefinitions } from './json-schema.js';
export type { SchemaObject } from './json-schema.js';
export { entryTitle, HTTP_METHODS, isHttpMethod, operations, resolve, resolveAt, SAFE_NAME, safeName, webhooks } from './operations.js';
export type { HttpMethod, OperationEntry } from './operations.js';
export { contractHash, readTwin, twinPath, twinText } from './twin.js';
export type { ContractTwin } from './twin.js';
export { bundledContract, ContractTextError, documentValue, hasExternalRefs, isOpenApi30, jsonDocumentValue, parseContractText, readOpenApi, readOwnContract, syntaxProblems, upgradedTo31 } from './read.js';
