// The service's contract as parsed data, read once per process for each file, as the validator
// is compiled once (contract-validator.ts): the file ships with the service and does not change
// while it runs, and an app built per test, or rebuilt by a server, would otherwise parse 200 kB
// of YAML for its routes, its keyless operations, its methods and its formats each time.
// The JSON twin that `npm run generate` writes is read instead of the YAML when it was made from
// the same bytes (R177). Callers read the document; none may change it.
import { readOwnContract, type OpenApiDocument } from '../../../lib/openapi/index.js';

const documents = new Map<string, OpenApiDocument>();

/** The contract at `contractPath`, parsed on the first call and shared afterwards. */
export function contractDocument(contractPath: string): OpenApiDocument {
  let document = documents.get(contractPath);
  if (!document) {
    document = readOwnContract(contractPath);
    documents.set(contractPath, document);
  }
  return document;
}
