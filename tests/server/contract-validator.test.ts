// The contract's validator takes folio's contract as the server read it (patches/
// express-openapi-validator+5.6.2.patch, R205): the validator bundles a document given as an
// object only when it refers to another file, since bundling one that does not would only copy
// it. That holds for folio's contract as long as json-schema-ref-parser leaves it as it is.
import { fileURLToPath } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { contractDocument } from '../../server/http/contract/index.js';
import { hasExternalRefs } from '../../lib/openapi/index.js';
import { contractFile } from '../helpers/contract.js';

const contractPath = fileURLToPath(contractFile);

test("folio's contract refers to no other file, and json-schema-ref-parser's bundle leaves it as it is", async () => {
  const contract = contractDocument(contractPath);
  expect(hasExternalRefs(contract)).toBe(false);
  expect(await $RefParser.bundle(structuredClone(contract) as never)).toEqual(contract);
});
