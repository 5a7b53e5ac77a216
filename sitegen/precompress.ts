// Precompressed twins of a site's text files: `name.gz` (gzip, level 9) and `name.br` (Brotli,
// quality 5, text mode) beside `name`, written by the build so that `folio preview`, `serve
// --site` and static hosts that look for them (nginx's gzip_static and brotli_static, Netlify,
// Cloudflare Pages) send fewer bytes without compressing per request. Node's zlib only; the
// output depends on the input alone, so builds stay byte-identical.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The extensions of the files that get compressed twins: text, never images or archives. */
export const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.json', '.md', '.txt', '.compact', '.xml', '.svg']);

/** Files smaller than this are sent as they are: their headers would cost more than compression saves. */
export const COMPRESS_FROM = 512;

/**
 * Brotli's quality. Measured on this site's 7 MB of text: 5 takes 0.7 s and writes 1.36 MB,
 * 9 takes 10.6 s for 1.35 MB, 11 takes 35 s for 1.21 MB; gzip at level 9 takes 0.6 s for 1.46 MB.
 */
export const BROTLI_QUALITY = 5;

/** The encodings a build writes, by the suffix of the twin, in the order a server prefers them. */
export const ENCODINGS = [{ name: 'br', suffix: '.br' }, { name: 'gzip', suffix: '.gz' }] as const;

/** Whether a file named `name` of `bytes` bytes gets compressed twins. */
export function isCompressible(name: string, bytes: number): boolean {
  const dot = name.lastIndexOf('.');
  return bytes >= COMPRESS_FROM && dot > name.lastIndexOf('/') && COMPRESSIBLE.has(name.slice(dot));
}

/** The `.br` and `.gz` twins of `body`. */
export async function compressedTwins(body: Buffer): Promise<Array<{ suffix: string; body: Buffer }>> {
  // An output buffer larger than the input lets the thread pool compress a file in one pass: with
  // zlib's 16 kB chunks, each chunk waits for this thread, which is busy rendering the next page.
  // The bytes written do not depend on the chunk size.
  const chunkSize = Math.max(constants.Z_DEFAULT_CHUNK, body.length + 1024);
  const [br, gz] = await Promise.all([
    brotliAsync(body, { chunkSize, params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9, chunkSize }),
  ]);
  return [{ suffix: '.br', body: br }, { suffix: '.gz', body: gz }];
}

/**
 * Twins started while the build renders: each compressible file's compression is handed to the
 * thread pool as soon as the file is set, so that it runs on the other cores while this thread
 * renders the next page; writing takes them from here. A file set again (the manifest, once its
 * token counts are in) is compressed again.
 */
export class EarlyTwins {
  private readonly started = new Map<string, { body: string; twins: Promise<Array<{ suffix: string; body: Buffer }>> }>();

  /** Starts the twins of the file `name` with `body`, when it gets any. */
  start(name: string, body: string): void {
    if (!isCompressible(name, Buffer.byteLength(body))) return;
    const twins = compressedTwins(Buffer.from(body));
    // Awaited when the file is written; a build that fails first never asks.
    twins.catch(() => undefined);
    this.started.set(name, { body, twins });
  }

  /** The twins started for the file `name` with exactly `body`, if any. */
  take(name: string, body: string): Promise<Array<{ suffix: string; body: Buffer }>> | undefined {
    const early = this.started.get(name);
    return early?.body === body ? early.twins : undefined;
  }
}
