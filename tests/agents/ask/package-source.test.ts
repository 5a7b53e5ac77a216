// Where folio ask reads a package from: a folder or a site's base URL, a one-line error for
// anything that is not a docs package, and nothing read from outside the package, whatever
// its manifest says (the path-escape rule of content/spec.md).
import { cp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createPreviewApp } from '../../../sitegen/index.js';
import { ask, openPackage } from '../../../agents/ask/index.js';
import { buildFixture, tempDir } from './helpers.js';

let tmp: string;
let dist: string;

beforeAll(async () => {
  tmp = await tempDir();
  dist = path.join(tmp, 'dist');
  await buildFixture(dist);
});
afterAll(async () => rm(tmp, { recursive: true, force: true }));

/**
 * A copy of the fixture package at `dir`, as `folio ask` reads it: its HTML pages and the
 * precompressed copies of every file left out (about two thirds of the files, which `fs.cp`
 * took over a second to copy for each test).
 */
const copyPackage = (dir: string) => cp(dist, dir, { recursive: true, filter: (source) => !/\.(html|br|gz)$/.test(source) });

/** A copy of the fixture package whose manifest is changed by `edit`. */
async function altered(name: string, edit: (manifest: { pages: Array<{ path: string }> }) => void): Promise<string> {
  const dir = path.join(tmp, name);
  await copyPackage(dir);
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as { pages: Array<{ path: string }> };
  edit(manifest);
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** Serves `dir` as a static host would, on a free port of 127.0.0.1. */
async function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createPreviewApp({ dir }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('a package that is not one', () => {
  test.each<[string, (dir: string) => Promise<void>, RegExp]>([
    ['a missing folder', async (dir) => rm(dir, { recursive: true }), /^no docs package at \S+: the folder does not exist \(build one with `folio build`\)$/],
    ['a folder without a manifest', async (dir) => rm(path.join(dir, 'manifest.json')), /^no docs package at \S+: manifest.json is missing \(build one with `folio build`\)$/],
    ['a manifest that is not JSON', async (dir) => writeFile(path.join(dir, 'manifest.json'), '{"pages": ['), /^\S+\/manifest.json is not valid JSON$/],
    ['a manifest without pages', async (dir) => writeFile(path.join(dir, 'manifest.json'), '{"name": "x", "baseUrl": "https://x.example"}'), /^\S+\/manifest.json is not a version 1 docs package file: pages is not an array$/],
    ['a chunk without lines', async (dir) => {
      const file = path.join(dir, 'manifest.json');
      await writeFile(file, (await readFile(file, 'utf8')).replace('"startLine": 1,', '"startLine": 0,'));
    }, /^\S+\/manifest.json is not a version 1 docs package file: pages\[0\]\.chunks\[0\]\.startLine is not a whole number of at least 1$/],
    ['a folder without the search index', async (dir) => rm(path.join(dir, 'search/index.json')), /^no docs package at \S+: search\/index.json is missing \(build one with `folio build`\)$/],
    ['a search index of another version', async (dir) => {
      const file = path.join(dir, 'search/index.json');
      await writeFile(file, (await readFile(file, 'utf8')).replace('"version":1', '"version":2'));
    }, /^\S+\/search\/index.json is not a version 1 docs package file: version is not 1$/],
    ['a search index from another build', async (dir) => {
      const file = path.join(dir, 'search/index.json');
      await writeFile(file, (await readFile(file, 'utf8')).replace(/"rarity":(\d+)/, (_, n: string) => `"rarity":${Number(n) - 1}`));
    }, /^\S+\/search\/index.json counts \d+ sections of the manual, but manifest.json lists \d+ chunks; rebuild the package with `folio build`$/],
  ])('%s is refused with one line', async (name, spoil, message) => {
    const dir = path.join(tmp, name.replaceAll(' ', '-'));
    await copyPackage(dir);
    await spoil(dir);
    const error = await openPackage(dir).then(() => undefined, (e: Error) => e);
    expect(error?.message).toMatch(message);
    expect(error?.message).not.toContain('\n');
  });
});

test.each([['a list of pairs', '{"tea": [1, 2]}'], ['a number that is not one', '{"tea": [1, 2, "three"]}']])('a shard of the search index with %s is refused with one line when a question reads it', async (name, body) => {
  const dir = path.join(tmp, `broken-shards-${name.replaceAll(' ', '-')}`);
  await copyPackage(dir);
  const shards = path.join(dir, 'search/terms');
  for (const file of await readdir(shards)) if (file.endsWith('.json')) await writeFile(path.join(shards, file), body);
  const error = await ask('How hot should the water be for green tea?', { package: dir }).then(() => undefined, (e: Error) => e);
  expect(error?.message).toMatch(/^\S+\/search\/terms\/\d+\.json is not a version 1 docs package file: the postings of "tea" are not a count and pairs of whole numbers$/);
});

describe('a package served over HTTP', () => {
  test('answers exactly as the same package read from its folder', async () => {
    const { url, server } = await serve(dist);
    try {
      for (const question of ['How hot should the water be for green tea?', 'How long does black tea keep?']) {
        expect(await ask(question, { package: url })).toEqual(await ask(question, { package: dist }));
        expect(await ask(question, { package: `${url}/` })).toEqual(await ask(question, { package: dist }));
      }
    } finally {
      server.close();
    }
  });

  test('says plainly when the site has no manifest, or cannot be reached', async () => {
    const { url, server } = await serve(path.join(tmp, 'a-folder-without-a-manifest'));
    try {
      await expect(openPackage(url)).rejects.toThrow(`no docs package at ${url}: manifest.json is missing (build one with \`folio build\`)`);
    } finally {
      server.close();
    }
    await expect(openPackage(url)).rejects.toThrow(new RegExp(`^could not fetch ${url}/(manifest|search/index)\\.json: `));
  });

  test('refuses a URL with a query or fragment', async () => {
    await expect(openPackage('https://docs.example/?v=1')).rejects.toThrow(/^invalid package URL "https:\/\/docs.example\/\?v=1"/);
  });
});

describe('the path-escape rule', () => {
  const SECRET = 'outside the package\n';

  beforeAll(async () => {
    await writeFile(path.join(tmp, 'secret.md'), SECRET);
  });

  test.each(['../secret.md', 'docs/../../secret.md', '/etc/passwd', '.hidden/brewing.md', 'docs\\..\\..\\secret.md'])('never reads a page path %j from the manifest', async (bad) => {
    const dir = await altered(`escape-${bad.replace(/\W/g, '_')}`, (m) => {
      m.pages[0].path = bad;
    });
    const error = await ask('How hot should the water be for green tea?', { package: dir }).then(() => undefined, (e: Error) => e);
    expect(error?.message).toBe(`refusing to read ${JSON.stringify(bad)}: not a package path`);
  });

  test('never follows a symbolic link out of the package', async () => {
    const dir = await altered('symlink', () => undefined);
    await rm(path.join(dir, 'docs/brewing.md'));
    await symlink(path.join(tmp, 'secret.md'), path.join(dir, 'docs/brewing.md'));
    await expect(ask('How hot should the water be for green tea?', { package: dir })).rejects.toThrow('refusing to read docs/brewing.md: it leads outside the package');
  });

  test('asks a server for nothing outside the package either', async () => {
    const dir = await altered('escape-http', (m) => {
      m.pages[0].path = '../secret.md';
    });
    const { url, server } = await serve(dir);
    const requested: string[] = [];
    server.prependListener('request', (req: { url: string }) => requested.push(req.url));
    try {
      await expect(ask('How hot should the water be for green tea?', { package: url })).rejects.toThrow('refusing to read "../secret.md": not a package path');
      // The manifest, the search index, the shards of the question's terms: then the page is refused.
      expect(requested.slice(0, 2).sort()).toEqual(['/manifest.json', '/search/index.json']);
      expect(requested.length).toBeGreaterThan(2);
      for (const asked of requested.slice(2)) expect(asked).toMatch(/^\/search\/terms\/\d+\.json$/);
    } finally {
      server.close();
    }
  });
});
