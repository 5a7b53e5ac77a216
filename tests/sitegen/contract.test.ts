// The built site against its contract: every route of openapi/site.yaml is there, every file
// is served with the media type its route declares, and every JSON body validates.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Stream } from 'node:stream';
import request from 'supertest';
import type { Response } from 'supertest';
import type { OpenApiDocument, OperationEntry } from '../../lib/openapi/index.js';
import { operations } from '../../lib/openapi/index.js';
import { buildSite, createPreviewApp, parseCompact } from '../../sitegen/index.js';
import { routeOf, routePattern } from '../../sitegen/package/index.js';
import { BASE_URL, fixtureOptions, readTree, ROOT, schemaValidator, siteContract, tempDir } from './helpers.js';
import { REFERENCE_SITE_SPEC, specRoutes } from './spec-routes.js';
import { sharedSite } from '../helpers/shared-site.js';

// The measurements the build copies from the project's results files (D26).
const RESULTS: Array<[string, string]> = [['benchmarks.json', 'results/benchmarks.json'], ['coverage.json', 'results/coverage.json']];

/**
 * The folder of each site checked: the fixtures' built in a folder of the file's own, and folio's,
 * as `folio build` makes it, the run's shared build (tests/helpers/shared-site.ts), read only.
 */
const builds: Array<[string, (tmp: string) => Promise<string>]> = [
  ['the fixture content', async (tmp) => {
    const dist = path.join(tmp, 'dist');
    await buildSite(fixtureOptions(dist));
    return dist;
  }],
  ['the real content and contracts', () => sharedSite()],
];

/** A superagent parser that keeps the body as bytes, whatever its media type. */
const raw = (res: Stream, done: (error: Error | null, body: Buffer) => void): void => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe.each(builds)('a site built from %s', (_, built) => {
  let tmp: string;
  let dist: string;
  let files: Map<string, Buffer>;
  let contract: OpenApiDocument;
  let routes: OperationEntry[];
  const get = (url: string): Promise<Response> => request(createPreviewApp({ dir: dist })).get(url).buffer(true).parse(raw);
  const text = (file: string): string => files.get(file)!.toString('utf8');

  beforeAll(async () => {
    tmp = await tempDir();
    dist = await built(tmp);
    files = await readTree(dist);
    contract = await siteContract();
    routes = operations(contract);
  });
  afterAll(async () => rm(tmp, { recursive: true, force: true }));

  /** A precompressed twin (`x.html.br`, `x.html.gz`): an encoding of its file, not a route of its own. */
  const isTwin = (file: string): boolean => /\.(?:br|gz)$/.test(file) && files.has(file.slice(0, -3));

  test('has a file for every route of openapi/site.yaml', () => {
    for (const route of routes) {
      const served = [...files.keys()].filter((f) => routePattern(route.path).test(f));
      expect({ route: route.id, served: served.length > 0 }).toEqual({ route: route.id, served: true });
    }
  });

  test(`has a file for every route section 4 of ${path.relative(ROOT, REFERENCE_SITE_SPEC)} lists`, () => {
    const listed = specRoutes();
    expect(listed).toEqual(expect.arrayContaining(['/llms.txt', '/api/example.json', '/api/example.compact']));
    for (const route of listed) {
      const served = [...files.keys()].filter((f) => routePattern(route).test(f));
      expect({ route, served: served.length > 0 }).toEqual({ route, served: true });
    }
  });

  test('serves the invoicing API under its first names too, /api/example.json and /api/example.compact, byte for byte (R141)', () => {
    for (const kind of ['json', 'compact']) {
      expect({ kind, same: files.get(`api/example.${kind}`)?.equals(files.get(`api/invoicing.${kind}`)!) }).toEqual({ kind, same: true });
    }
  });

  test.each(RESULTS)('serves %s byte for byte as %s holds it', async (file, results) => {
    expect(Buffer.compare(files.get(file)!, await readFile(path.join(ROOT, results)))).toBe(0);
  });

  test('serves every file with the media type of its route (a concrete one before a templated one, as OpenAPI matches), and JSON bodies that match its schema', async () => {
    // One validator per schema: the site serves hundreds of JSON files under a few routes.
    const validators = new Map<object, ReturnType<typeof schemaValidator>>();
    const validatorOf = (schema: object) => validators.get(schema) ?? validators.set(schema, schemaValidator(contract, schema as never)).get(schema)!;
    for (const [file, bytes] of files) {
      if (isTwin(file)) continue;
      const matching = routes.filter((r) => routePattern(r.path).test(file));
      const templated = matching.filter((r) => /[{}]/.test(r.path));
      expect({ file, concrete: matching.length - templated.length <= 1, templated: templated.length <= 1 }).toEqual({ file, concrete: true, templated: true });
      const owner = routes.find((r) => r.path === routeOf(routes.map((route) => route.path), file));
      expect({ file, served: owner !== undefined }).toEqual({ file, served: true });
      const content = owner!.operation.responses!['200'].content!;
      const [media, { schema }] = Object.entries(content)[0];
      const res = await get(`/${file}`);
      expect({ file, status: res.status, type: res.headers['content-type'] }).toEqual({ file, status: 200, type: media });
      expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
      if (media === 'application/json') expect({ file, errors: validatorOf(schema!)(JSON.parse(text(file))) }).toEqual({ file, errors: [] });
    }
  }, 180_000);

  test('links a Markdown twin from every HTML page, which exists and is served as text/markdown', async () => {
    const pages = [...files.keys()].filter((f) => f.endsWith('.html') && f !== '404.html');
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) {
      const href = /<link rel="alternate" type="text\/markdown" href="([^"]+)"/.exec(text(page))?.[1];
      const served = `/${page.replace(/(^|\/)index\.html$/, '$1')}`;
      const twin = href && new URL(href, `http://site${served}`).pathname;
      const res = twin ? await get(twin) : undefined;
      expect({ page, twin, status: res?.status, type: res?.headers['content-type'], same: res && twin ? res.body.equals(files.get(twin.slice(1))) : false })
        .toEqual({ page, twin: expect.stringMatching(/\.md$/), status: 200, type: 'text/markdown; charset=utf-8', same: true });
      expect({ page, copies: text(page).includes(`class="copy-page" data-source="${href}"`) }).toEqual({ page, copies: true });
    }
  });

  test('writes beside each text file of 512 bytes or more its Brotli and gzip twins, which decode to it', () => {
    const twins = [...files.keys()].filter(isTwin);
    expect(twins.length).toBeGreaterThan(20);
    for (const twin of twins) {
      const decode = twin.endsWith('.br') ? brotliDecompressSync : gunzipSync;
      expect({ twin, same: decode(files.get(twin)!).equals(files.get(twin.slice(0, -3))!) }).toEqual({ twin, same: true });
    }
    for (const [file, bytes] of files) {
      if (isTwin(file) || !/\.(?:html|css|js|json|md|txt|compact|xml)$/.test(file)) continue;
      expect({ file, twins: files.has(`${file}.br`) && files.has(`${file}.gz`) }).toEqual({ file, twins: bytes.length >= 512 });
    }
  });

  test('answers 404 with the documented body for a missing page or operation', async () => {
    const notFound = contract.components!.responses!.NotFound as { content: Record<string, { schema: { const: string } }> };
    const [media, { schema }] = Object.entries(notFound.content)[0];
    for (const url of ['/docs/no-such-page.md', '/api/noSuchOperation.md']) {
      const res = await get(url);
      expect({ url, status: res.status, type: res.headers['content-type'], body: (res.body as Buffer).toString() }).toEqual({ url, status: 404, type: media, body: schema.const });
    }
  });

  test('links llms.txt only to files of the site, in the `- [Title](URL): description` form', () => {
    const links = text('llms.txt').split('\n').filter((line) => line.startsWith('- '));
    expect(links.length).toBeGreaterThan(0);
    for (const line of links) {
      const match = /^- \[([^\]]+)\]\((\S+)\): (.+)$/.exec(line);
      expect({ line, matches: Boolean(match) }).toEqual({ line, matches: true });
      expect(match![2].startsWith(`${BASE_URL}/`)).toBe(true);
      expect({ line, exists: files.has(match![2].slice(BASE_URL.length + 1)) }).toEqual({ line, exists: true });
    }
    const slugs = links.map((l) => /\/docs\/([^/]+)\.md\)/.exec(l)?.[1]).filter(Boolean);
    expect(slugs.sort()).toEqual([...files.keys()].filter((f) => /^docs\/.+\.md$/.test(f)).map((f) => f.slice(5, -3)).sort());
  });

  test('has an operation digest for every operation in api.compact, and no other', () => {
    const ids = parseCompact(text('api.compact')).ops.map((op) => op.id);
    expect(ids).toEqual(routes.map((r) => r.id));
    expect([...files.keys()].filter((f) => /^api\/[^/]+\.md$/.test(f)).sort()).toEqual(ids.map((id) => `api/${id}.md`).sort());
  });

  test('resolves every chunk id of the manifest to a page file and a search record', () => {
    const manifest = JSON.parse(text('manifest.json')) as { pages: Array<{ slug: string; path: string; chunks: Array<{ id: string; startLine: number; endLine: number }> }> };
    const records = (JSON.parse(text('docs/search.json')) as { records: Array<{ slug: string; anchor: string }> }).records;
    const recordIds = records.map((r) => (r.anchor ? `${r.slug}#${r.anchor}` : r.slug));
    expect(manifest.pages.flatMap((p) => p.chunks.map((c) => c.id))).toEqual(recordIds);
    for (const page of manifest.pages) {
      const lines = text(page.path).split('\n').length - 1;
      expect(page.chunks[0].id).toBe(page.slug);
      expect(page.chunks.map((c) => [c.startLine, c.endLine])).toEqual(page.chunks.map((c, i) => [i === 0 ? 1 : page.chunks[i - 1].endLine + 1, i === page.chunks.length - 1 ? lines : page.chunks[i + 1].startLine - 1]));
      for (const chunk of page.chunks.slice(1)) expect(text(page.path).split('\n')[chunk.startLine - 1]).toMatch(/^## /);
    }
  });
});
