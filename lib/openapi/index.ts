// The one reader of OpenAPI documents, shared by sitegen/, server/ and the tests: the shapes
// of a document, the list of HTTP methods, `$ref` resolution and the walk over operations.
// Light on purpose (yaml only): the server loads it at start-up.
export type {
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
export { HTTP_METHODS, isHttpMethod, operations, resolve, webhooks } from './operations.js';
export type { HttpMethod, OperationEntry } from './operations.js';
export { readOpenApi } from './read.js';
