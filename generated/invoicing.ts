// Generated from openapi/invoicing.yaml by `npm run generate` (openapi-typescript).
// Do not edit: change the contract and run the command again.
// The types live inside @folio/client (client/generated/invoicing.ts); this module is their name in the repository.
export type * from '../client/generated/invoicing.js';
