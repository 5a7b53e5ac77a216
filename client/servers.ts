// Where each environment of the API lives: the contract's `servers`, kept in step with
// openapi/invoicing.yaml by a test.
import type { Environment } from './types.js';

/** The base URL of each environment, as openapi/invoicing.yaml lists it. */
export const serverUrls: Readonly<Record<Environment, string>> = Object.freeze({
  production: 'https://api.folio.example/v2',
  sandbox: 'https://sandbox.folio.example/v2',
});
