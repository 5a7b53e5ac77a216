// The constants the client carries stay equal to their sources: the contract's `servers`, its
// operations that take an Idempotency-Key, and the version, which client/package.json and the
// contract's info.version share.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { operations, readOwnContract } from '../../lib/openapi/index.js';
import { keyedOperations } from '../../client/idempotency-middleware.js';
import { serverUrls } from '../../client/servers.js';
import { clientVersion } from '../../client/version.js';

const root = new URL('../../', import.meta.url);
const contract = readOwnContract(fileURLToPath(new URL('openapi/invoicing.yaml', root)));

test("serverUrls lists exactly the servers of openapi/invoicing.yaml", () => {
  const fromContract = Object.fromEntries(
    (contract.servers ?? []).map((server) => [server.description!.split('.')[0]!.toLowerCase(), server.url]),
  );
  expect(fromContract).toEqual({ ...serverUrls });
});

test('keyedOperations lists exactly the operations of openapi/invoicing.yaml that take an Idempotency-Key', () => {
  const keyed = operations(contract)
    .filter((entry) => entry.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'))
    .map((entry) => `${entry.method} ${entry.path}`);
  expect(keyed.sort()).toEqual([...keyedOperations].sort());
});

test("clientVersion, client/package.json's version and the contract's info.version are the same", () => {
  const pkg = JSON.parse(readFileSync(new URL('client/package.json', root), 'utf8')) as { version: string };
  expect({ clientVersion, package: pkg.version }).toEqual({ clientVersion: contract.info.version, package: contract.info.version });
});
