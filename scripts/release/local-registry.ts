// A stand-in for registry.npmjs.org on 127.0.0.1 that holds @folio/client's dependencies, at
// the versions package-lock.json pins, as their published tarballs taken from the local npm
// cache. `npm install --offline` alone cannot install a tarball: it asks for the dependencies'
// full packuments, which `npm ci` never caches. With this registry no install needs the network.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { clientFolder } from '../build/build-client.js';

interface LockedPackage {
  version: string;
  integrity: string;
  dependencies?: Record<string, string>;
}

export interface LocalRegistry {
  /** The registry's URL, for `npm install --registry`. */
  url: string;
  /** The packages it holds, `name@version`. */
  packages: string[];
  close(): Promise<void>;
}

/** The client's runtime dependencies and theirs, as package-lock.json pins them. */
function lockedDependencies(): Map<string, LockedPackage> {
  const lock = JSON.parse(readFileSync(join(clientFolder, '../package-lock.json'), 'utf8')) as { packages: Record<string, LockedPackage> };
  const client = JSON.parse(readFileSync(join(clientFolder, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const found = new Map<string, LockedPackage>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    const locked = lock.packages[`node_modules/${name}`];
    if (!locked) throw new Error(`${name} is not in package-lock.json: run npm install`);
    found.set(name, locked);
    for (const dependency of Object.keys(locked.dependencies ?? {})) visit(dependency);
  };
  for (const name of Object.keys(client.dependencies ?? {})) visit(name);
  return found;
}

/** Starts the registry; the tarballs are copied out of the npm cache into `workdir` (offline). */
export async function startLocalRegistry(workdir: string): Promise<LocalRegistry> {
  const tarballs = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://registry').pathname).slice(1);
    const body = tarballs.get(path) ?? packuments.get(path);
    if (body === undefined) {
      response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    const type = tarballs.has(path) ? 'application/octet-stream' : 'application/json';
    response.writeHead(200, { 'Content-Type': type }).end(body);
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const packuments = new Map<string, string>();
  const locked = lockedDependencies();
  for (const [name, { version, integrity, dependencies }] of locked) {
    const file = `${name.split('/').pop()}-${version}.tgz`;
    const published = `https://registry.npmjs.org/${name}/-/${file}`;
    const [packed] = JSON.parse(execFileSync('npm', ['pack', '--offline', '--json', published], { cwd: workdir, encoding: 'utf8' })) as { filename: string; integrity: string }[];
    if (packed!.integrity !== integrity) throw new Error(`${name}@${version} in the npm cache does not match package-lock.json`);
    tarballs.set(`${name}/-/${file}`, readFileSync(join(workdir, packed!.filename)));
    const manifest = { name, version, dependencies: dependencies ?? {}, dist: { tarball: `${url}/${name}/-/${file}`, integrity } };
    packuments.set(name, JSON.stringify({ name, 'dist-tags': { latest: version }, versions: { [version]: manifest } }));
  }
  return {
    url,
    packages: [...locked].map(([name, { version }]) => `${name}@${version}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
