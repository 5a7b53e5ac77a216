// `folio preview`: the built site served as a static host would, with the contract's media
// types, its precompressed twins when the client takes them, 404 for anything missing (the
// site's 404 page for a browser), and nothing outside the folder reachable.
import { mkdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { buildSite, createPreviewApp } from '../../sitegen/index.js';
import { fixtureOptions, tempDir } from './helpers.js';

let tmp: string;
let server: http.Server;

/** A request with the path sent exactly as written (no URL normalisation on the way). */
function send(method: string, rawPath: string): Promise<{ status: number; type?: string; body: string }> {
  return sendRaw(method, rawPath).then(({ status, type, bytes }) => ({ status, type, body: bytes.toString('utf8') }));
}

/** A request with the given headers, answered with its status, headers and body bytes as sent. */
function sendRaw(method: string, rawPath: string, headers: Record<string, string> = {}): Promise<{ status: number; type?: string; headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, type: res.headers['content-type'], headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  tmp = await tempDir();
  const dist = path.join(tmp, 'dist');
  await buildSite(fixtureOptions(dist));
  await writeFile(path.join(tmp, 'secret.txt'), 'outside the site\n');
  await symlink(path.join(tmp, 'secret.txt'), path.join(dist, 'leak.txt'));
  await symlink(tmp, path.join(dist, 'docs', 'up'));
  await symlink(path.join(dist, 'docs', 'guide.md'), path.join(dist, 'alias.md'));
  await mkdir(path.join(dist, '.hidden'));
  await writeFile(path.join(dist, '.hidden', 'x.txt'), 'hidden\n');
  server = createPreviewApp({ dir: dist }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(tmp, { recursive: true, force: true });
});

test.each([
  ['/llms.txt', 'text/plain; charset=utf-8'],
  ['/api.compact', 'text/plain; charset=utf-8'],
  ['/docs/guide.md', 'text/markdown; charset=utf-8'],
  ['/api/getLlmsTxt.md', 'text/markdown; charset=utf-8'],
  ['/docs/search.json', 'application/json'],
  ['/schema/v1.json', 'application/json'],
  ['/', 'text/html; charset=utf-8'],
  ['/docs/guide/', 'text/html; charset=utf-8'],
  ['/reference/site/getLlmsTxt/', 'text/html; charset=utf-8'],
  ['/assets/site.css', 'text/css; charset=utf-8'],
  ['/assets/site.js', 'text/javascript; charset=utf-8'],
  ['/sitemap.xml', 'application/xml'],
])('serves %s as %s', async (url, type) => {
  expect(await send('GET', url)).toMatchObject({ status: 200, type });
});

test.each(['/docs/no-such-page.md', '/api/noSuchOperation.md', '/schema/v2.json', '/docs', '/docs/', '/docs/no-such-page/', '/docs/Guide.md'])('answers %s with 404 Not found', async (url) => {
  expect(await send('GET', url)).toEqual({ status: 404, type: 'text/plain; charset=utf-8', body: 'Not found\n' });
});

test.each([
  ['/docs/guide', '/docs/guide/'],
  ['/reference/site?x=1', '/reference/site/?x=1'],
])('redirects the directory URL %s without its slash to %s, as static hosts do', async (url, location) => {
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { redirect: 'manual' });
  expect({ status: res.status, location: res.headers.get('location') }).toEqual({ status: 301, location });
});

test.each([
  '/../secret.txt',
  '/docs/../../secret.txt',
  '/docs/..%2f..%2fsecret.txt',
  '/docs/..%2F..%2Fsecret.txt',
  '/%2e%2e/secret.txt',
  '/docs/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/..%5csecret.txt',
  '/docs/..%252f..%252fsecret.txt',
  '/leak.txt',
  '/docs/up/secret.txt',
  '/.hidden/x.txt',
  '/%00/llms.txt',
])('answers the escape attempt %s with 404', async (url) => {
  const res = await send('GET', url);
  expect(res).toEqual({ status: 404, type: 'text/plain; charset=utf-8', body: 'Not found\n' });
});

test('follows a symbolic link that stays inside the folder', async () => {
  expect(await send('GET', '/alias.md')).toMatchObject({ status: 200, type: 'text/markdown; charset=utf-8' });
});

test('answers HEAD without a body and other methods with 405', async () => {
  expect(await send('HEAD', '/llms.txt')).toMatchObject({ status: 200, type: 'text/plain; charset=utf-8', body: '' });
  expect(await send('POST', '/llms.txt')).toMatchObject({ status: 405 });
});

test('refuses to serve a folder that does not exist', () => {
  expect(() => createPreviewApp({ dir: path.join(tmp, 'missing') })).toThrow(/does not exist: run `folio build` first/);
});

test('names the API served beside the site and the values it has in /sandbox.json once it is known, where the built file names none', async () => {
  const built = await send('GET', '/sandbox.json');
  expect([built.status, JSON.parse(built.body)]).toEqual([200, { baseUrl: null }]);
  let api: { baseUrl: string; values?: Record<string, string> } | undefined;
  const beside = createPreviewApp({ dir: path.join(tmp, 'dist'), sandbox: () => api }).listen(0, '127.0.0.1');
  await new Promise((resolve) => beside.once('listening', resolve));
  try {
    const at = `http://127.0.0.1:${(beside.address() as AddressInfo).port}/sandbox.json`;
    expect(await (await fetch(at)).json()).toEqual({ baseUrl: null });
    api = { baseUrl: 'http://127.0.0.1:3000/v2' };
    const res = await fetch(at);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ baseUrl: 'http://127.0.0.1:3000/v2' });
    api = { baseUrl: 'http://127.0.0.1:3000/v2', values: { customer_id: 'cus_3kTq9WmZ2rX7bN4pL8vYc1' } };
    expect(await (await fetch(at)).json()).toEqual(api);
  } finally {
    await new Promise((resolve) => beside.close(resolve));
  }
});

test.each([
  ['br', 'br', brotliDecompressSync],
  ['gzip, deflate, br', 'br', brotliDecompressSync],
  ['gzip', 'gzip', gunzipSync],
  ['br;q=0, gzip', 'gzip', gunzipSync],
])('sends the precompressed twin for Accept-Encoding %s as %s, with its media type and length', async (accept, encoding, decode) => {
  const plain = await sendRaw('GET', '/docs/guide/');
  const res = await sendRaw('GET', '/docs/guide/', { 'Accept-Encoding': accept });
  expect(res.headers).toMatchObject({ 'content-encoding': encoding, 'content-type': 'text/html; charset=utf-8', vary: 'Accept-Encoding', 'content-length': String(res.bytes.length) });
  expect(res.bytes.length).toBeLessThan(plain.bytes.length);
  expect(decode(res.bytes).equals(plain.bytes)).toBe(true);
});

test('sends a file as it is to a client that takes no encoding the build wrote, saying that the answer varies', async () => {
  for (const headers of [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'deflate' }] as Array<Record<string, string>>) {
    const res = await sendRaw('GET', '/assets/site.css', headers);
    expect({ headers, encoding: res.headers['content-encoding'], vary: res.headers.vary, type: res.type }).toEqual({ headers, encoding: undefined, vary: 'Accept-Encoding', type: 'text/css; charset=utf-8' });
    expect(res.bytes.toString('utf8')).toMatch(/^:root\{/);
  }
});

test('writes .br and .gz twins only beside text files worth compressing', async () => {
  expect((await sendRaw('GET', '/assets/site.js.br')).status).toBe(200);
  expect((await sendRaw('GET', '/assets/favicon.svg.gz')).status).toBe(404);
});

test('answers a missing path with the site\'s 404 page for a browser, and plain text for anything else', async () => {
  const browser = await sendRaw('GET', '/docs/no-such-page/', { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'Accept-Encoding': 'gzip' });
  expect({ status: browser.status, type: browser.type, encoding: browser.headers['content-encoding'] }).toEqual({ status: 404, type: 'text/html; charset=utf-8', encoding: 'gzip' });
  expect(gunzipSync(browser.bytes).toString('utf8')).toContain('<h1 id="page-not-found">Page not found</h1>');
  expect(await send('GET', '/docs/no-such-page.md')).toEqual({ status: 404, type: 'text/plain; charset=utf-8', body: 'Not found\n' });
});

test('never sends a twin older than its file, which an edit after the build left stale', async () => {
  const dist = path.join(tmp, 'dist');
  const file = path.join(dist, 'docs/guide.md');
  const before = await readFile(file, 'utf8');
  await writeFile(file, `${before}\nEdited after the build.\n`);
  await utimes(`${file}.br`, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
  await utimes(`${file}.gz`, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
  try {
    const res = await sendRaw('GET', '/docs/guide.md', { 'Accept-Encoding': 'br, gzip' });
    expect({ encoding: res.headers['content-encoding'], body: res.bytes.toString('utf8') }).toEqual({ encoding: undefined, body: `${before}\nEdited after the build.\n` });
  } finally {
    await writeFile(file, before);
  }
});
