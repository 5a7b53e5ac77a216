// `folio preview`: serves a built docs package as a static host would, with the media types
// of the site's contract, 404 for anything missing, and nothing outside the folder reachable
// (no `..`, no encoded slashes, no symbolic links that lead out). A directory URL (`/`,
// `/docs/errors/`) serves its index.html, and a directory without its final slash is
// redirected to it, as GitHub Pages, S3 website buckets and nginx do. A file with a precompressed
// twin (`.br`, `.gz`, written by the build) is sent as that twin when the client's
// Accept-Encoding takes it, with Content-Encoding and `Vary: Accept-Encoding`, as nginx's
// gzip_static does. A missing path is a 404 whose body is the site's 404.html for a client that
// accepts HTML, and plain text for any other.
import { realpathSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Express, Request, Response } from 'express';
import { NOT_FOUND_PAGE, resolveInside } from './paths.js';
import { ENCODINGS } from './precompress.js';

export interface PreviewOptions {
  /** The built site, e.g. `dist`. */
  dir: string;
  /**
   * The API served beside the site, once it is known. When it is, `/sandbox.json` answers it
   * (`{"baseUrl": ..., "values": {...}}`), the default of the Try it panels, in place of the built
   * file's null.
   */
  sandbox?: () => SandboxLink | undefined;
}

/** An API served beside the site: its base URL, and values of records it has by field name (`customer_id`). */
export interface SandboxLink {
  baseUrl: string;
  values?: Record<string, string>;
}

/** Media types of the site's files, as openapi/site.yaml declares them. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.txt': 'text/plain; charset=utf-8',
  '.compact': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
};

/** The body of every 404, as the contract documents it. */
export const NOT_FOUND_BODY = 'Not found\n';

/**
 * Serves `dir` on a port and resolves once it listens, with the server and its URL; a listen that
 * fails rejects with Node's error (`code` EADDRINUSE and `port` for a port in use), which the host
 * words for its own settings.
 */
export function listenPreview(options: PreviewOptions & { port: number; host: string }): Promise<{ server: Server; url: string }> {
  const server = createServer(createPreviewApp(options));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      resolve({ server, url: `http://${options.host}:${(server.address() as AddressInfo).port}` });
    });
  });
}

/** An Express app serving `dir` read-only; mount it with `app.use(createPreviewApp(...))` or listen on it. */
export function createPreviewApp({ dir, sandbox }: PreviewOptions): Express {
  let root: string;
  try {
    root = realpathSync(dir);
  } catch {
    throw new Error(`${dir} does not exist: run \`folio build\` first`);
  }
  const app = expressModule()();
  app.disable('x-powered-by');
  app.use(async (req: Request, res: Response) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'no-cache');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).setHeader('Allow', 'GET, HEAD');
      sendText(res, 'Method not allowed\n');
      return;
    }
    const beside = req.path === '/sandbox.json' ? sandbox?.() : undefined;
    if (beside) {
      res.status(200).setHeader('Content-Type', MEDIA_TYPES['.json']!);
      res.send(Buffer.from(`${JSON.stringify(beside, null, 2)}\n`));
      return;
    }
    const file = await locate(root, req.path.endsWith('/') ? `${req.path}index.html` : req.path);
    if (!file && !req.path.endsWith('/') && (await locate(root, `${req.path}/index.html`))) {
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      res.status(301).setHeader('Location', `${req.baseUrl}${req.path}/${query}`);
      sendText(res, 'Moved permanently\n');
      return;
    }
    if (!file) {
      res.status(404);
      const page = req.accepts(['text/plain', 'text/html']) === 'text/html' ? await locate(root, NOT_FOUND_PAGE) : undefined;
      if (page) await sendFile(req, res, page);
      else sendText(res, NOT_FOUND_BODY);
      return;
    }
    res.status(200);
    await sendFile(req, res, file);
  });
  return app;
}

/** Sends `file` with its media type, as its precompressed twin when there is one the client accepts. */
async function sendFile(req: Request, res: Response, file: string): Promise<void> {
  res.setHeader('Content-Type', MEDIA_TYPES[path.extname(file)] ?? 'application/octet-stream');
  // A twin older than its file was left by an earlier build or an edit: it is ignored, never sent stale.
  const written = (await stat(file)).mtimeMs;
  const twins = (await Promise.all(ENCODINGS.map(async (e) => ((await modified(file + e.suffix)) >= written ? e : undefined)))).filter((e) => e !== undefined);
  if (twins.length > 0) {
    res.setHeader('Vary', 'Accept-Encoding');
    // The smallest the client takes: Brotli before gzip, whatever order the client lists them in.
    const twin = twins.find((e) => req.acceptsEncodings(e.name) === e.name);
    if (twin) {
      res.setHeader('Content-Encoding', twin.name);
      res.send(await readFile(file + twin.suffix));
      return;
    }
  }
  res.send(await readFile(file));
}

/** When `file` was last written, or -1 when it is not a file. */
async function modified(file: string): Promise<number> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.mtimeMs : -1;
  } catch {
    return -1;
  }
}

/** The real file for a request path, or undefined when it is missing or outside `root`. */
async function locate(root: string, requestPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath.replace(/^\//, ''));
  } catch {
    return undefined;
  }
  const candidate = resolveInside(root, decoded);
  if (!candidate) return undefined;
  try {
    const real = await realpath(candidate);
    if (!real.startsWith(root + path.sep) || !(await stat(real)).isFile()) return undefined;
    return real;
  } catch {
    return undefined;
  }
}

function sendText(res: Response, body: string): void {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.send(Buffer.from(body));
}

const require = createRequire(import.meta.url);

/** Express, loaded when a preview starts: `folio build` imports this folder's door and never serves. */
function expressModule(): typeof import('express') {
  return require('express') as typeof import('express');
}
