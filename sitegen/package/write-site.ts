// Writes a built site all at once: every file goes into a fresh sibling directory, which
// then replaces the output directory, so a failed build never leaves half a site behind. Text
// files get their precompressed twins (precompress.ts) beside them.
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveInside } from '../paths.js';
import type { EarlyTwins } from '../precompress.js';
import { compressedTwins, isCompressible } from '../precompress.js';
import type { SiteFiles } from './site-files.js';

const WRITES_AT_ONCE = 64;

/**
 * Replaces `outDir` with exactly `files`, with the twins started in `early` where their files
 * are unchanged. Refuses a non-empty directory that is not a built site.
 */
export async function writeSite(outDir: string, files: SiteFiles, early?: EarlyTwins): Promise<void> {
  const target = path.resolve(outDir);
  if (existsSync(target)) {
    if (!(await stat(target)).isDirectory()) throw new Error(`${outDir} exists and is not a directory`);
    const entries = await readdir(target);
    if (entries.length > 0 && !entries.includes('manifest.json')) {
      throw new Error(`refusing to replace ${outDir}: it is not empty and holds no manifest.json from an earlier build`);
    }
  }
  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), `.${path.basename(target)}.tmp-`));
  try {
    await chmod(staging, 0o755);
    const targets = [...files.keys()].sort().map((name) => {
      const file = resolveInside(staging, name);
      if (!file) throw new Error(`refusing to write ${JSON.stringify(name)}: not a package path`);
      const text = files.get(name)!.body;
      return [file, Buffer.from(text), early?.take(name, text)] as const;
    });
    for (const dir of new Set(targets.map(([file]) => path.dirname(file)))) await mkdir(dir, { recursive: true });
    for (let i = 0; i < targets.length; i += WRITES_AT_ONCE) {
      await Promise.all(targets.slice(i, i + WRITES_AT_ONCE).map(async ([file, body, started]) => {
        await writeFile(file, body);
        if (!isCompressible(file, body.length)) return;
        for (const twin of await (started ?? compressedTwins(body))) await writeFile(file + twin.suffix, twin.body);
      }));
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const previous = `${staging}-previous`;
  const hadTarget = existsSync(target);
  if (hadTarget) await rename(target, previous);
  try {
    await rename(staging, target);
  } catch (error) {
    if (hadTarget) await rename(previous, target);
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  if (hadTarget) await rm(previous, { recursive: true, force: true });
}
