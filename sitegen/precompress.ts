// Precompressed twins of a site's text files: `name.gz` (gzip, level 6) and `name.br` (Brotli,
// quality 5, text mode) beside `name`, written by the build so that `folio preview`, `serve
// --site` and static hosts that look for them (nginx's gzip_static and brotli_static, Netlify,
// Cloudflare Pages) send fewer bytes without compressing per request. Node's zlib only; the
// output depends on the input alone, so builds stay byte-identical, and the twins of a file are
// kept on the build's cache (build-cache.ts) by the hash of its bytes, for the next build.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { entryKey, PackShelf } from './build-cache.js';

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
/**
 * gzip's level (R188): on GitHub's site (118.7 MB of text in 5,314 files) level 9 took 1.99 s of
 * CPU for 14.97 MB and level 6, zlib's default, 1.23 s for 15.08 MB (0.7% more).
 */
export const GZIP_LEVEL = 6;

const gzipOptions = (length: number) => ({ level: GZIP_LEVEL, chunkSize: Math.max(constants.Z_DEFAULT_CHUNK, length + 1024) });

/** The `.br` and `.gz` twins of `body`, compressed in this thread (the build's writing worker, package/write-worker.ts). */
export function compressedTwinsNow(body: Buffer): Twin[] {
  return [{ suffix: '.br', body: brotliCompressSync(body, brotliOptions(body.length)) }, { suffix: '.gz', body: gzipSync(body, gzipOptions(body.length)) }];
}

/** What the twins depend on besides the bytes: the compressors, their versions and settings. */
const TWIN_MAKER = `twins-1 ${JSON.stringify([brotliOptions(0).params, gzipOptions(0).level, process.versions.brotli, process.versions.zlib])}`;

/**
 * The twins of one build's files, kept on the shelf `twins/` of its cache (none when false): the
 * twins of bytes kept there by an earlier build are read back instead of compressed, and those
 * made now are kept by `keep` once the build has succeeded.
 */
export class KeptTwins {
  private readonly shelf: PackShelf;

  constructor(cacheDir: string | false) {
    this.shelf = new PackShelf(cacheDir && path.join(cacheDir, 'twins'));
  }

  /** Writes the twins of `file`, whose bytes are `body`, beside it. */
  write(file: string, body: Buffer): void {
    const key = entryKey(TWIN_MAKER, body);
    const kept = ENCODINGS.map(({ suffix }) => this.shelf.get(key + suffix));
    const twins = kept.every((twin) => twin !== undefined) ? ENCODINGS.map(({ suffix }, i) => ({ suffix, body: kept[i]! })) : compressedTwinsNow(body);
    for (const twin of twins) {
      writeFileSync(file + twin.suffix, twin.body);
      this.shelf.add(key + twin.suffix, twin.body);
    }
  }

  keep(): void {
    this.shelf.keep();
  }
}
