// Precompressed twins of a site's text files: `name.gz` (gzip, level 9) and `name.br` (Brotli,
// quality 5, text mode) beside `name`, written by the build so that `folio preview`, `serve
// --site` and static hosts that look for them (nginx's gzip_static and brotli_static, Netlify,
// Cloudflare Pages) send fewer bytes without compressing per request. Node's zlib only; the
// output depends on the input alone, so builds stay byte-identical.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { helperWorker } from './module-worker.js';

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

export interface Twin {
  suffix: string;
  body: Buffer;
}

// An output buffer larger than the input compresses a file in one pass; the bytes written do not
// depend on it.
const brotliOptions = (length: number) => ({
  chunkSize: Math.max(constants.Z_DEFAULT_CHUNK, length + 1024),
  params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: length },
});
const gzipOptions = (length: number) => ({ level: 9, chunkSize: Math.max(constants.Z_DEFAULT_CHUNK, length + 1024) });

/** The `.br` and `.gz` twins of `body`, compressed on the thread pool. */
export async function compressedTwins(body: Buffer): Promise<Twin[]> {
  const [br, gz] = await Promise.all([brotliAsync(body, brotliOptions(body.length)), gzipAsync(body, gzipOptions(body.length))]);
  return [{ suffix: '.br', body: br }, { suffix: '.gz', body: gz }];
}

/** The same twins, compressed in this thread (the build's compressing worker, compress-worker.ts). */
export function compressedTwinsNow(body: Buffer): Twin[] {
  return [{ suffix: '.br', body: brotliCompressSync(body, brotliOptions(body.length)) }, { suffix: '.gz', body: gzipSync(body, gzipOptions(body.length)) }];
}

const compressor = helperWorker<string, Twin[]>(import.meta.url, 'compress-worker', 'the worker compressing the site');

/**
 * Twins started while the build renders: each compressible file is handed to a helper worker as
 * soon as it is set, which compresses it on another core while this thread renders the next
 * page; writing takes the twins from here. A file set again (the manifest, once its token counts
 * are in) is compressed again.
 */
export class EarlyTwins {
  private readonly started = new Map<string, { body: string; twins: Promise<Twin[]> }>();

  /** Starts the twins of the file `name` with `body`, when it gets any. */
  start(name: string, body: string): void {
    if (!isCompressible(name, Buffer.byteLength(body))) return;
    const twins = compressor.ask(body).then((answer) => answer.map((twin) => ({ suffix: twin.suffix, body: Buffer.from(twin.body.buffer, twin.body.byteOffset, twin.body.byteLength) })));
    // Awaited when the file is written; a build that fails first never asks.
    twins.catch(() => undefined);
    this.started.set(name, { body, twins });
  }

  /** The twins started for the file `name` with exactly `body`, if any. */
  take(name: string, body: string): Promise<Twin[]> | undefined {
    const early = this.started.get(name);
    return early?.body === body ? early.twins : undefined;
  }
}
