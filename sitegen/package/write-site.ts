// Writes a built site all at once: every file goes into a fresh sibling directory, which then
// replaces the output directory, so a failed build never leaves half a site behind. Each file is
// written as soon as it is rendered, by a helper worker on another core (write-worker.ts), with
// the precompressed twins of text files (precompress.ts) beside it; the directory replaces the
// output once the build has succeeded, and is deleted when it fails.
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { helperWorker } from '../module-worker.js';
import { resolveInside } from '../paths.js';
import type { WriteRequest } from './write-worker.js';

const writer = helperWorker<WriteRequest, void>(import.meta.url, 'write-worker', 'the worker writing the site');

/** How much text a batch of files holds before it is sent: fewer messages, while the worker still starts early. */
const BATCH_CHARS = 256 * 1024;

/** A site being written into its staging directory while it renders. */
export class SiteWriter {
  private batch: Array<{ file: string; body: string }> = [];
  private chars = 0;
  private readonly sent: Array<Promise<void>> = [];

  private constructor(
    private readonly target: string,
    private readonly staging: string,
    /** The first folder this build made above the output directory, removed with the staging directory when the build fails. */
    private readonly madeAbove: string | undefined,
    private readonly cacheDir: string | false,
  ) {}

  /**
   * Stages a site that will replace `outDir`, with the twins kept under `cacheDir` (none when
   * false). Refuses a non-empty directory that is not a built site.
   */
  static async open(outDir: string, cacheDir: string | false): Promise<SiteWriter> {
    const target = path.resolve(outDir);
    if (existsSync(target)) {
      if (!(await stat(target)).isDirectory()) throw new Error(`${outDir} exists and is not a directory`);
      const entries = await readdir(target);
      if (entries.length > 0 && !entries.includes('manifest.json')) {
        throw new Error(`refusing to replace ${outDir}: it is not empty and holds no manifest.json from an earlier build`);
      }
    }
    const madeAbove = await mkdir(path.dirname(target), { recursive: true });
    const staging = await mkdtemp(path.join(path.dirname(target), `.${path.basename(target)}.tmp-`));
    await chmod(staging, 0o755);
    return new SiteWriter(target, staging, madeAbove, cacheDir);
  }

  /** Writes the file `name` (a package path) with `body`; a file set again is written again. */
  set(name: string, body: string): void {
    const file = resolveInside(this.staging, name);
    if (!file) throw new Error(`refusing to write ${JSON.stringify(name)}: not a package path`);
    this.batch.push({ file, body });
    this.chars += body.length;
    if (this.chars >= BATCH_CHARS) this.send();
  }

  /** Once every file is written, replaces the output directory with the staging one. */
  async finish(): Promise<void> {
    this.send();
    await Promise.all(this.sent);
    const previous = `${this.staging}-previous`;
    const hadTarget = existsSync(this.target);
    if (hadTarget) await rename(this.target, previous);
    try {
      await rename(this.staging, this.target);
    } catch (error) {
      if (hadTarget) await rename(previous, this.target);
      throw error;
    }
    if (hadTarget) await rm(previous, { recursive: true, force: true });
  }

  /** Deletes the staging directory (and the folders made above it) once the worker is done with it; the twins made are not kept. */
  async discard(): Promise<void> {
    await Promise.allSettled(this.sent);
    await writer.ask({ build: this.staging, keep: false }).catch(() => undefined);
    await rm(this.madeAbove ?? this.staging, { recursive: true, force: true });
  }

  /** Keeps the twins made on the build's cache, once the build has succeeded. */
  async keep(): Promise<void> {
    await writer.ask({ build: this.staging, keep: true });
  }

  private send(): void {
    if (this.batch.length === 0) return;
    const answer = writer.ask({ build: this.staging, cacheDir: this.cacheDir, files: this.batch });
    // Awaited by finish or discard.
    answer.catch(() => undefined);
    this.sent.push(answer);
    this.batch = [];
    this.chars = 0;
  }
}
