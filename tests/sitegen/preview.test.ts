// `folio preview`: the built site served as a static host would, with the contract's media
// types, 404 for anything missing, and nothing outside the folder reachable.
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildSite, createPreviewApp } from '../../sitegen/index.js';
import { fixtureOptions, tempDir } from './helpers.js';

let tmp: string;
let server: http.Server;

/** A request with the path sent exactly as written (no URL normalisation on the way). */
function send(method: string, rawPath: string): Promise<{ status: number; type?: string; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: rawPath }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, type: res.headers['content-type'], body }));
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

test('names the API served beside the site in /sandbox.json once it is known, where the built file names none', async () => {
  const built = await send('GET', '/sandbox.json');
  expect([built.status, JSON.parse(built.body)]).toEqual([200, { baseUrl: null }]);
  let api: string | undefined;
  const beside = createPreviewApp({ dir: path.join(tmp, 'dist'), sandbox: () => api }).listen(0, '127.0.0.1');
  await new Promise((resolve) => beside.once('listening', resolve));
  try {
    const at = `http://127.0.0.1:${(beside.address() as AddressInfo).port}/sandbox.json`;
    expect(await (await fetch(at)).json()).toEqual({ baseUrl: null });
    api = 'http://127.0.0.1:3000/v2';
    const res = await fetch(at);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ baseUrl: 'http://127.0.0.1:3000/v2' });
  } finally {
    await new Promise((resolve) => beside.close(resolve));
  }
});
