// The site that `npm start` builds and serves links to itself (R114): its llms.txt, sitemap,
// robots.txt, manifest (which `folio ask` answers from) and pages lead to the local copy, not
// to the published site; and `folio serve --site` says so when a folder was built for another address.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteLines } from '../../cli/serve-banner.js';
import { settings } from '../../cli/settings/table.js';
import { DEFAULT_BASE_URL } from '../../sitegen/build-options.js';
import { runFolio } from '../helpers/run-folio.js';
import { readTree } from '../sitegen/helpers.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const start = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start!;
/** Where `folio serve --site` serves the site when no flag says otherwise. */
const local = `http://${settings.host.default as string}:${settings.sitePort.default as number}`;

let out: string;
let files: Map<string, string>;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'folio-local-site-'));
  const baseUrl = /folio\.js build\b[^&]*--base-url (\S+)/.exec(start)?.[1] ?? DEFAULT_BASE_URL;
  const built = await runFolio(['build', '--out', out, '--base-url', baseUrl]);
  if (built.status !== 0) throw new Error(built.stderr);
  files = new Map([...(await readTree(out))].map(([file, bytes]) => [file, bytes.toString('utf8')]));
}, 60_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

test('npm start builds the site for the address where folio serve --site serves it', () => {
  expect(start).toMatch(/folio\.js serve --demo --site dist(\s|$)/);
  expect(JSON.parse(files.get('manifest.json')!)).toMatchObject({ baseUrl: local });
});

test('llms.txt, the sitemap and robots.txt link to the local site only', () => {
  const links = [
    ...[...files.get('llms.txt')!.matchAll(/\]\((https?:[^)]+)\)/g)].map((match) => `llms.txt: ${match[1]}`),
    ...[...files.get('sitemap.xml')!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => `sitemap.xml: ${match[1]}`),
    ...[...files.get('robots.txt')!.matchAll(/^Sitemap: (\S+)$/gm)].map((match) => `robots.txt: ${match[1]}`),
  ];
  expect(links.length).toBeGreaterThan(20);
  expect(links.filter((link) => !link.split(': ')[1]!.startsWith(`${local}/`))).toEqual([]);
});

test('no link of any page, digest or index leads to the published site', () => {
  const published = DEFAULT_BASE_URL.replace(/[.]/g, '\\.');
  // Links, not text: an attribute of a page, a Markdown link or autolink outside code (a sample of
  // folio ask's output may show the published site, as may the site contract's own examples).
  const inHtml = new RegExp(`(?:href|src|content)="${published}`);
  const inMarkdown = new RegExp(`\\]\\(${published}|<${published}`);
  const found = [...files].filter(([file, body]) => {
    if (file.endsWith('.html')) return inHtml.test(body);
    return /\.(md|txt|compact)$/.test(file) && inMarkdown.test(body.replace(/^```[\s\S]*?^```/gm, ''));
  }).map(([file]) => file);
  expect(found).toEqual([]);
});

test('folio serve --site says when the folder was built for another address', () => {
  expect(siteLines({ dir: out, url: local })).toEqual([`  Reference site:  ${local}/ (from ${out}/; for agents: ${local}/llms.txt)`, '']);
  expect(siteLines({ dir: out, url: 'http://127.0.0.1:4001' })[1]).toBe(`  Its links point at ${local}: build it with --base-url http://127.0.0.1:4001 to link here, as npm start does.`);
});
