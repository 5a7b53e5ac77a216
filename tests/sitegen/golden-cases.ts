// The golden cases of the site generator: every input under tests/sitegen/golden/ beside the
// output it must produce. The tests compare; `npm run golden:update` rewrites the outputs.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { digestOf, writeCompact } from '../../sitegen/compact/index.js';
import { Problems, readDocument } from '../../sitegen/content/index.js';
import { loadContract } from '../../sitegen/contracts/index.js';

export const GOLDEN_DIR = fileURLToPath(new URL('./golden/', import.meta.url));

export interface GoldenCase {
  /** The expected output, relative to GOLDEN_DIR. */
  expected: string;
  actual: () => Promise<string>;
}

/** Every golden case: compact digests of golden/compact/*.yaml, sections of golden/search/*.md. */
export async function goldenCases(): Promise<GoldenCase[]> {
  const cases: GoldenCase[] = [];
  for (const name of await inputs('compact', '.yaml')) {
    cases.push({ expected: `compact/${name}.compact`, actual: async () => writeCompact(digestOf((await contract(`compact/${name}.yaml`)).doc)) });
  }
  for (const name of await inputs('search', '.md')) {
    const page = async () => document(`search/${name}.md`);
    cases.push({ expected: `search/${name}.out.md`, actual: async () => (await page()).markdown });
    cases.push({ expected: `search/${name}.sections.json`, actual: async () => `${JSON.stringify((await page()).sections, null, 2)}\n` });
  }
  return cases;
}

async function inputs(folder: string, extension: string): Promise<string[]> {
  const names = await readdir(path.join(GOLDEN_DIR, folder));
  return names.filter((n) => n.endsWith(extension) && !n.endsWith(`.out${extension}`)).map((n) => n.slice(0, -extension.length)).sort();
}

async function contract(file: string) {
  const problems = new Problems();
  const loaded = await loadContract(path.join(GOLDEN_DIR, file), file, problems);
  problems.throwIfAny();
  return loaded!;
}

async function document(file: string) {
  const problems = new Problems();
  const raw = await readFile(path.join(GOLDEN_DIR, file), 'utf8');
  const doc = readDocument({ file, raw, kind: 'page', baseUrl: 'https://docs.folio.example' }, problems);
  problems.throwIfAny();
  return doc!;
}
