// `npm run check:static-host`: checks that a plain static host serves the built site with no
// configuration. Builds folio's site, starts Debian's nginx on 127.0.0.1 with a server whose
// only directive is `root` (no try_files, no rewrites), crawls every URL from `/` (links of
// the HTML pages and of the Markdown files, the sitemap, robots.txt and llms.txt), and prints
// how many answered 200 and which did not, nginx's answer to a directory URL without its slash,
// and the media types nginx gives each kind of file. Then it asks `folio preview` for the same
// URLs and lists every status that differs. Not part of `npm test`: it needs nginx installed
// (`apt-get install nginx-light`). Exits 1 when a URL fails or the two hosts disagree.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Nodes } from 'mdast';
import { folioReferenceSources, folioSamples } from '../../reference/index.js';
import { parseMarkdown, walk } from '../../sitegen/content/index.js';
import { buildSite } from '../../sitegen/index.js';
import { listenPreview } from '../../sitegen/preview.js';
import { folioProgram } from '../../cli/program.js';
import { folioSettings } from '../../cli/settings/options.js';

const NGINX = '/usr/sbin/nginx';
/** Directory URLs asked for without their final slash: a static host redirects them. */
const WITHOUT_SLASH = ['/docs/errors', '/reference/invoicing', '/reference/invoicing/createInvoice'];
/** URLs of no file: both hosts answer 404. */
const MISSING = ['/docs/no-such-page/', '/docs/no-such-page.md'];
/** Files a crawler asks for by name, linked from no page. */
const SEEDS = ['/', '/robots.txt', '/sitemap.xml', '/llms.txt'];

interface Answer { status: number; type: string | null; location: string | null }

async function main(): Promise<void> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install it with \`apt-get install -y nginx-light\``);
  const temp = await mkdtemp(path.join(os.tmpdir(), 'folio-static-host-'));
  // nginx's workers may run as another user: they must be able to read the site.
  await chmod(temp, 0o755);
  const dist = path.join(temp, 'dist');
  let nginx: ChildProcess | undefined;
  let preview: Awaited<ReturnType<typeof listenPreview>> | undefined;
  try {
    await buildSite({ outDir: dist, generated: folioReferenceSources(folioProgram(), folioSettings), samples: folioSamples });
    const baseUrl = (JSON.parse(await readFile(path.join(dist, 'manifest.json'), 'utf8')) as { baseUrl: string }).baseUrl;
    const port = await freePort();
    nginx = await startNginx(temp, dist, port);
    const origin = `http://127.0.0.1:${port}`;

    const answers = await crawl(origin, baseUrl);
    const failed = [...answers].filter(([, a]) => a.status !== 200);
    console.log(`nginx ${await nginxVersion()} with only \`root ${dist}\` in its server block`);
    console.log(`  ${answers.size - failed.length} of ${answers.size} URLs reached from / answered 200`);
    for (const [url, a] of failed) console.log(`  NOT 200: ${url} -> ${a.status}`);
    const redirects = new Map<string, Answer>();
    for (const url of [...WITHOUT_SLASH, ...MISSING]) {
      const a = await ask(origin, url);
      redirects.set(url, a);
      console.log(`  ${url} -> ${a.status}${a.location ? ` Location: ${a.location}` : ''}`);
    }
    console.log('  media types by extension (nginx | folio preview):');
    preview = await listenPreview({ dir: dist, port: 0, host: '127.0.0.1' });
    const previewAnswers = new Map<string, Answer>();
    for (const url of [...answers.keys(), ...redirects.keys()]) previewAnswers.set(url, await ask(preview.url, url));
    for (const [ext, url] of firstOfEachExtension(answers)) {
      console.log(`    ${ext.padEnd(9)} ${String(answers.get(url)!.type).padEnd(32)} | ${previewAnswers.get(url)!.type}   (${url})`);
    }
    const differ = [...answers, ...redirects].filter(([url, a]) => previewAnswers.get(url)!.status !== a.status
      || (a.status === 301) !== (new URL(previewAnswers.get(url)!.location ?? '/', origin).pathname === `${url}/`));
    console.log(`folio preview on the same ${previewAnswers.size} URLs: ${differ.length === 0 ? 'the same status for every one, and the same redirects' : `${differ.length} differ`}`);
    for (const [url, a] of differ) console.log(`  DIFFERS: ${url}: nginx ${a.status}, preview ${previewAnswers.get(url)!.status} ${previewAnswers.get(url)!.location ?? ''}`);
    if (failed.length > 0 || differ.length > 0) process.exitCode = 1;
  } finally {
    if (preview) await new Promise((resolve) => preview!.server.close(resolve));
    if (nginx) await stop(nginx);
    await rm(temp, { recursive: true, force: true });
  }
}

/** Starts nginx in the foreground on 127.0.0.1:`port`, serving `dist` as a plain static host. */
async function startNginx(temp: string, dist: string, port: number): Promise<ChildProcess> {
  const prefix = path.join(temp, 'nginx');
  await mkdir(prefix, { recursive: true });
  // Everything outside `server` is what any install has: the MIME table and default type of
  // Debian's nginx.conf, and files kept in the temporary folder. The site itself is `root` only.
  const config = `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dist};
  }
}
`;
  await writeFile(path.join(prefix, 'nginx.conf'), config);
  const child = spawn(NGINX, ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`nginx exited with status ${code}; see ${prefix}/error.log`))));
  // Ready once it answers; a failed start (bad config, port taken) ends the process instead.
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await Promise.race([fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false), exited]);
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx did not answer within 5 seconds');
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGQUIT');
  });
}

function nginxVersion(): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(NGINX, ['-v']);
    let text = '';
    child.stderr.on('data', (chunk: Buffer) => { text += chunk.toString(); });
    child.on('exit', () => resolve(text.trim().replace(/^nginx version: nginx\//, '')));
  });
}

/** Every URL of the site reached from the seeds, with nginx's answer to each. */
async function crawl(origin: string, baseUrl: string): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  const queue = [...SEEDS];
  const local = (href: string, from: string): string | undefined => {
    const absolute = href.startsWith(`${baseUrl}/`) || href === baseUrl ? `${origin}${href.slice(baseUrl.length) || '/'}` : href;
    if (!URL.canParse(absolute, `${origin}${from}`)) return undefined;
    const url = new URL(absolute, `${origin}${from}`);
    return url.origin === origin ? url.pathname : undefined;
  };
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    if (answers.has(at)) continue;
    const res = await fetch(`${origin}${at}`, { redirect: 'manual' });
    answers.set(at, { status: res.status, type: res.headers.get('content-type'), location: res.headers.get('location') });
    if (res.status !== 200) continue;
    for (const href of linksOf(at, await res.text())) {
      const next = local(href, at);
      if (next !== undefined && !answers.has(next)) queue.push(next);
    }
  }
  return answers;
}

/** The links of a file: attributes of HTML, links of Markdown, `<loc>` of the sitemap, link lines of llms.txt. */
function linksOf(url: string, body: string): string[] {
  if (url.endsWith('/') || url.endsWith('.html')) return [...body.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  if (url.endsWith('.md')) {
    const links: string[] = [];
    walk(parseMarkdown(body), (node: Nodes) => void (node.type === 'link' && links.push(node.url)));
    return links;
  }
  if (url.endsWith('.xml')) return [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  if (url === '/llms.txt') return [...body.matchAll(/\]\((\S+)\)/g)].map((m) => m[1]);
  return [];
}

async function ask(origin: string, url: string): Promise<Answer> {
  const res = await fetch(`${origin}${url}`, { redirect: 'manual' });
  await res.arrayBuffer();
  return { status: res.status, type: res.headers.get('content-type'), location: res.headers.get('location') };
}

/** One URL per file extension (`/` stands for the directory URLs), in the order found. */
function firstOfEachExtension(answers: ReadonlyMap<string, Answer>): Map<string, string> {
  const found = new Map<string, string>();
  for (const [url, a] of answers) {
    const ext = url.endsWith('/') ? '(dir)/' : path.posix.extname(url) || url;
    if (a.status === 200 && !found.has(ext)) found.set(ext, url);
  }
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
