// A package's own Markdown documentation, as it ships inside the installed package, and
// the identifiers it mentions.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PackageJson } from './locate-package.js';

const README = /^readme.*\.md$/i;
/** An identifier as JavaScript spells it; `$` and `_` count as letters. */
const WORD = /[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*/gu;

/**
 * The Markdown files that document a package, relative to `dir`, sorted: README*.md at
 * its root (any case), every .md file under docs/ (or the folder that package.json's
 * `directories.doc` names), and, for a subpath target such as `yaml/util`, README*.md
 * in the folder of that name (util/). node_modules folders are never entered.
 */
export async function documentationFiles(dir: string, pkg: PackageJson, subpath?: string): Promise<string[]> {
  const files = new Set<string>();
  const readmes = async (folder: string): Promise<void> => {
    if (!existsSync(path.join(dir, folder))) return;
    for (const entry of await readdir(path.join(dir, folder), { withFileTypes: true })) {
      if (entry.isFile() && README.test(entry.name)) files.add(path.posix.join(folder, entry.name));
    }
  };
  await readmes('.');
  if (subpath !== undefined && subpath !== '.') await readmes(subpath.slice(2));
  const docs = pkg.directories?.doc ?? 'docs';
  const docsDir = path.resolve(dir, docs);
  if (docsDir.startsWith(dir + path.sep) && existsSync(docsDir)) {
    for (const entry of await readdir(docsDir, { withFileTypes: true, recursive: true })) {
      const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
      if (entry.isFile() && /\.md$/i.test(entry.name) && !relative.split(path.sep).includes('node_modules')) files.add(relative.split(path.sep).join('/'));
    }
  }
  return [...files].map((f) => path.posix.normalize(f)).sort();
}

/**
 * Every identifier in the texts: maximal runs of identifier characters, compared exactly
 * (case-sensitive). A name is mentioned when it appears as one whole identifier anywhere
 * in the Markdown, prose or code: `createClient(` and `client.createClient` mention
 * `createClient`, `createClientOptions` does not.
 */
export function mentionedWords(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const [word] of text.matchAll(WORD)) words.add(word);
  return words;
}

/** The identifiers a package's documentation mentions, and the files read. */
export async function documentedWords(dir: string, pkg: PackageJson, subpath?: string): Promise<{ files: string[]; words: Set<string> }> {
  const files = await documentationFiles(dir, pkg, subpath);
  const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return { files, words: mentionedWords(texts) };
}
