// The constants the client carries stay equal to their sources: the contract's `servers`,
// and the version, which client/package.json and the contract's info.version share.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { serverUrls } from '../../client/servers.js';
import { clientVersion } from '../../client/version.js';

const root = new URL('../../', import.meta.url);
const contract = parse(readFileSync(new URL('openapi/invoicing.yaml', root), 'utf8'), { maxAliasCount: -1 }) as {
  info: { version: string };
  servers: { url: string; description: string }[];
};

test("serverUrls lists exactly the servers of openapi/invoicing.yaml", () => {
  const fromContract = Object.fromEntries(
    contract.servers.map((server) => [server.description.split('.')[0]!.toLowerCase(), server.url]),
  );
  expect(fromContract).toEqual({ ...serverUrls });
});

test("clientVersion, client/package.json's version and the contract's info.version are the same", () => {
  const pkg = JSON.parse(readFileSync(new URL('client/package.json', root), 'utf8')) as { version: string };
  expect({ clientVersion, package: pkg.version }).toEqual({ clientVersion: contract.info.version, package: contract.info.version });
});
