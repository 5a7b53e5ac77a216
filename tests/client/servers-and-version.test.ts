// The constants the client carries stay equal to their sources: the contract's `servers`
// and package.json's version.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { serverUrls } from '../../client/servers.js';
import { clientVersion } from '../../client/version.js';

const root = new URL('../../', import.meta.url);

test("serverUrls lists exactly the servers of openapi/invoicing.yaml", () => {
  const contract = parse(readFileSync(new URL('openapi/invoicing.yaml', root), 'utf8')) as { servers: { url: string; description: string }[] };
  const fromContract = Object.fromEntries(
    contract.servers.map((server) => [server.description.split('.')[0]!.toLowerCase(), server.url]),
  );
  expect(fromContract).toEqual({ ...serverUrls });
});

test("clientVersion is package.json's version", () => {
  const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string };
  expect(clientVersion).toBe(pkg.version);
});
