// `folio preview`: serves a built docs package as a static host would, with the media types
// of the site's contract, 404 for anything missing, and nothing outside the folder reachable
// (no `..`, no encoded slashes, no symbolic links that lead out). A directory URL (`/`,
// `/docs/errors/`) serves its index.html, and a directory without its final slash is
// redirected to it, as GitHub Pages, S3 website buckets and nginx do.
import { realpathSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import type { Express, Request, Response } from 'express';
import { resolveInside } from './paths.js';

export interface PreviewOptions {
  /** The built site, e.g. `dist`. */
  dir: string;
  /**
   * The base URL of an API served beside the site, once it is known. When it is, `/sandbox.json`
   * answers `{"baseUrl": ...}`, the default of the Try it panels, in place of the built file's null.
   */
  sandbox?: () => string | undefined;
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
  const app = express();
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
      res.send(Buffer.from(`${JSON.stringify({ baseUrl: beside }, null, 2)}\n`));
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
      sendText(res, NOT_FOUND_BODY);
      return;
    }
    res.status(200).setHeader('Content-Type', MEDIA_TYPES[path.extname(file)] ?? 'application/octet-stream');
    res.send(await readFile(file));
  });
  return app;
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
