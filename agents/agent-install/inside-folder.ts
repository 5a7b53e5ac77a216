// File access confined to one folder: paths are resolved through real paths, a symlink
// that leads out of the folder is refused, and writes are atomic (temp file + rename).
import { randomBytes } from 'node:crypto';
import { chmod, lstat, mkdir, readFile, realpath, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** An agent file's place on disk, with every symlink on the way resolved. */
export interface ConfinedFile {
  /** The path as given, for messages (`.github/copilot-instructions.md`). */
  shown: string;
  /** The real path to read and write; for a missing file, where it would be created. */
  real: string;
  /** The file's text, or undefined when it does not exist yet. */
  text: string | undefined;
  /** Permission bits of the existing file, kept when it is rewritten. */
  mode: number | undefined;
}

/** The real path of a folder that must exist; a one-line Error otherwise. */
export async function realFolder(folder: string): Promise<string> {
  const real = await realpath(folder).catch(() => undefined);
  if (!real || !(await stat(real)).isDirectory()) throw new Error(`${folder} is not a folder`);
  return real;
}

/**
 * Resolves `relative` (`/`-separated) under the real folder `root` and reads the file.
 * Follows a symlink only when its real target stays inside `root`; throws an Error that
 * names the link otherwise, and for a dangling link or something that is not a file.
 */
export async function openInside(root: string, relative: string): Promise<ConfinedFile> {
  const segments = relative.split('/');
  let current = root;
  for (const [i, segment] of segments.entries()) {
    const shown = segments.slice(0, i + 1).join('/');
    const next = path.join(current, segment);
    const info = await lstat(next).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!info) return { shown: relative, real: path.join(next, ...segments.slice(i + 1)), text: undefined, mode: undefined };
    current = next;
    if (info.isSymbolicLink()) {
      const target = await realpath(next).catch(() => undefined);
      if (!target) throw new Error(`refusing to follow ${shown}: it is a symlink to a path that does not exist`);
      if (!isInside(root, target)) throw new Error(`refusing to follow ${shown}: it is a symlink to ${target}, outside ${root}`);
      current = target;
    }
    const last = i === segments.length - 1;
    const kind = await stat(current);
    if (!last && !kind.isDirectory()) throw new Error(`${shown} is not a folder`);
    if (last && !kind.isFile()) throw new Error(`${shown} is not a regular file`);
  }
  const info = await stat(current);
  return { shown: relative, real: current, text: await readFile(current, 'utf8'), mode: info.mode & 0o7777 };
}

/** Writes `text` to a temp file beside `file.real`, then renames it over the file. */
export async function writeAtomic(root: string, file: ConfinedFile, text: string): Promise<void> {
  const folder = path.dirname(file.real);
  await mkdir(folder, { recursive: true });
  const real = await realpath(folder);
  if (!isInside(root, real)) throw new Error(`refusing to write ${file.shown}: its folder resolves to ${real}, outside ${root}`);
  const temp = path.join(real, `.${path.basename(file.real)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, text, { flag: 'wx', mode: 0o666 });
    if (file.mode !== undefined) await chmod(temp, file.mode);
    await rename(temp, path.join(real, path.basename(file.real)));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Deletes the file, then each folder above it up to `root` that is left empty. */
export async function deleteInside(root: string, file: ConfinedFile): Promise<void> {
  await rm(file.real);
  for (let folder = path.dirname(file.real); folder !== root && isInside(root, folder); folder = path.dirname(folder)) {
    const removed = await rmdir(folder).then(() => true, () => false);
    if (!removed) break;
  }
}

/** True when `target` is `root` or lies below it (both real paths). */
export function isInside(root: string, target: string): boolean {
  return target === root || target.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}
