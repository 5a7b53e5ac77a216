// No script in a built page's links (D48): whatever a manual page or an operation's
// description writes, every `href` and `src` of the HTML is http, https, mailto, relative, or
// a `data:image/` image, read the way a browser reads it (the URL parser of Node is the URL
// standard's), and a refused link keeps its text.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildSite } from '../../sitegen/index.js';
import { assertHtmlLinks, isAllowedUrl } from '../../sitegen/html/index.js';
import { BASE_URL, fixtureOptions, readTree, tempDir } from './helpers.js';
import { ALLOWED, HOSTILE, HOSTILE_OPERATION, writeHostileInputs } from './hostile-links.js';

let tmp: string;
let files: Map<string, string>;

beforeAll(async () => {
  tmp = await tempDir();
  const inputs = await writeHostileInputs(tmp);
  const dist = path.join(tmp, 'dist');
  await buildSite(fixtureOptions(dist, inputs));
  files = new Map([...(await readTree(dist))].map(([name, bytes]) => [name, bytes.toString('utf8')]));
});
afterAll(async () => rm(tmp, { recursive: true, force: true }));

/** Every href and src of an HTML page, decoded as a browser decodes an attribute, with its element. */
function urlsOf(html: string): Array<{ tag: string; attribute: string; url: string }> {
  return [...html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/gi)].flatMap(([, tag, attributes]) =>
    [...attributes!.matchAll(/\s(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((m) => ({
      tag: tag!.toLowerCase(), attribute: m[1]!.toLowerCase(), url: decodeAttribute(m[2] ?? m[3] ?? m[4] ?? ''),
    })));
}

function decodeAttribute(text: string): string {
  const named: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'", colon: ':', tab: '\t', newline: '\n' };
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi, (whole, hex?: string, dec?: string, name?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : named[name!.toLowerCase()] ?? whole);
}

/** What a browser on `page` makes of the URL: allowed, or the scheme that makes it refused. */
function verdict(page: string, { tag, attribute, url }: { tag: string; attribute: string; url: string }): string {
  const { protocol, href } = new URL(url, `${BASE_URL}/${page}`);
  if (['http:', 'https:', 'mailto:'].includes(protocol)) return 'allowed';
  if (protocol === 'data:' && tag === 'img' && attribute === 'src' && href.startsWith('data:image/')) return 'allowed';
  return `${tag} ${attribute}=${JSON.stringify(url)} (${protocol})`;
}

test.each([
  ['the manual page', 'docs/hostile/index.html'],
  ['the operation page', `reference/invoicing/${HOSTILE_OPERATION}/index.html`],
])('%s keeps the text of every hostile link and the URL of none', (_name, page) => {
  const html = files.get(page)!;
  for (const [text] of HOSTILE) expect({ text, kept: html.includes(text) }).toEqual({ text, kept: true });
  // The one place a scheme is left is the autolink's text, as text.
  expect(html.match(/javascript|vbscript|data:text/gi)).toEqual(['javascript']);
  expect(html).toContain('autolink javascript:document.body.dataset.pwned=1');
  expect(html).not.toContain('raw anchor</a>');
  expect(html).toContain('<a href="https://example.com/a?b=c#d">https link</a>');
  expect(html).toContain('<a href="HTTPS://example.com/">upper-case https</a>');
  expect(html).toContain('<a href="mailto:billing@acme.example">mail link</a>');
  expect(html).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="image data">');
  expect(ALLOWED).toHaveLength(4);
});

test('no page of the site has an href or src a browser would read as another scheme', () => {
  const refused = [...files].filter(([name]) => name.endsWith('.html')).flatMap(([name, html]) => urlsOf(html).map((u) => verdict(name, u)).filter((v) => v !== 'allowed').map((v) => `${name}: ${v}`));
  expect(refused).toEqual([]);
  expect(urlsOf(files.get('docs/hostile/index.html')!).length).toBeGreaterThan(10);
});

test.each<[string, string, string, boolean]>([
  ['javascript:alert(1)', 'href', 'a', false],
  ['JaVaScRiPt:alert(1)', 'href', 'a', false],
  [' \u0001\u001f javascript:alert(1)', 'href', 'a', false],
  ['java\tscr\nipt\r:alert(1)', 'href', 'a', false],
  ['vbscript:msgbox(1)', 'href', 'a', false],
  ['data:text/html,<script>alert(1)</script>', 'href', 'a', false],
  ['data:image/png;base64,AA==', 'href', 'a', false],
  ['data:text/html,x', 'src', 'img', false],
  ['file:///etc/passwd', 'href', 'a', false],
  ['DATA:IMAGE/PNG;base64,AA==', 'src', 'img', true],
  ['https://example.com/', 'href', 'a', true],
  ['HTTP://example.com/', 'href', 'a', true],
  ['mailto:billing@acme.example', 'href', 'a', true],
  ['../../docs/errors/#bounds', 'href', 'a', true],
  ['//cdn.example/x.png', 'src', 'img', true],
  // Percent-encoding makes a relative path of it, for the browser as for the list.
  ['%6Aavascript:alert(1)', 'href', 'a', true],
  ['javascript%3Aalert(1)', 'href', 'a', true],
])('the allow-list takes %j as the %s of <%s>: %s', (url, attribute, tag, allowed) => {
  expect(isAllowedUrl(url, attribute, tag)).toBe(allowed);
  const protocol = new URL(url, `${BASE_URL}/docs/a/`).protocol;
  expect(['http:', 'https:', 'mailto:'].includes(protocol) || (protocol === 'data:' && tag === 'img' && /^data:image\//i.test(url))).toBe(allowed);
});

test('the build refuses a page whose writer puts a script URL in an href or src', () => {
  const page = (body: string) => new Map([['index.html', { body: `<html><body>${body}</body></html>` }]]);
  expect(() => assertHtmlLinks(page('<a href="&#x6A;avascript:alert(1)">x</a>'))).toThrow('index.html: &#x6A;avascript:alert(1) (a URL scheme off the allow-list)');
  expect(() => assertHtmlLinks(page('<img alt="" src="data:text/html,x">'))).toThrow('(a URL scheme off the allow-list)');
  expect(() => assertHtmlLinks(page('<img alt="" src="data:image/png;base64,AA==">'))).not.toThrow();
});
