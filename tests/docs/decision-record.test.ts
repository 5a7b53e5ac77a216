// The decision record (docs/decisions/, one file per decision) defines every decision id that the
// code, the tests, the contracts and the manual cite: D-numbers are the product's, R-numbers the
// repository's. Its README lists them all, and the files that comments point to exist.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const folder = join(root, 'docs/decisions');

/** The folders and files that may cite a decision; built and installed files are left out. */
const cited = ['server', 'cli', 'client', 'sitegen', 'agents', 'lib', 'reference', 'tests', 'scripts', 'content', 'openapi', 'README.md', 'package.json', '.ci/run'];
const skipped = new Set(['node_modules', 'build', 'dist']);
const textFile = /(\.(ts|js|mjs|md|ya?ml|json|sh)|^run)$/;

function files(path: string): string[] {
  const entries = readdirSync(join(root, path), { withFileTypes: true });
  return entries.flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : files(child);
    return textFile.test(entry.name) ? [child] : [];
  });
}

const sources = cited.flatMap((path) => (textFile.test(path.split('/').pop()!) ? [path] : files(path)));
/** A decision id, not the tail of another id such as the Peppol rule PEPPOL-EN16931-R010. */
const citation = /(?<!-)\b([DR])(\d+)\b/g;

/** The entries: `D1.md` holds `# D1 Environments` and the text below it. */
const entries = readdirSync(folder)
  .filter((name) => /^[DR]\d+\.md$/.test(name))
  .map((name) => {
    const [heading = '', ...rest] = readFileSync(join(folder, name), 'utf8').split('\n');
    const match = /^# ([DR])(\d+) (.+)$/.exec(heading);
    return { name, series: match?.[1] ?? '', number: Number(match?.[2]), title: match?.[3] ?? '', text: rest.join('\n') };
  })
  .sort((a, b) => a.series.localeCompare(b.series) || a.number - b.number);
const defined = new Set(entries.map((entry) => `${entry.series}${entry.number}`));

test('every file is named after the id of its heading', () => {
  expect(entries.filter((entry) => entry.name !== `${entry.series}${entry.number}.md`).map((entry) => entry.name)).toEqual([]);
});

test('every decision id cited in the repository has its file in docs/decisions/', () => {
  const undefinedCitations: string[] = [];
  for (const file of sources) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const [id] of line.matchAll(citation)) {
        if (!defined.has(id)) undefinedCitations.push(`${relative('.', file)}:${index + 1}: ${id}`);
      }
    });
  }
  expect(sources.length).toBeGreaterThan(100);
  expect(undefinedCitations).toEqual([]);
});

test('every source file a comment points to exists', () => {
  const comment = /^\s*(\/\/|\*|\/\*|#)/;
  const path = /(?<![\w./-])(?:server|cli|sitegen|agents|reference|scripts|tests|docs\/decisions|results)\/[\w./-]*\w\.(?:ts|md|ya?ml|sh)\b/g;
  const missing: string[] = [];
  for (const file of sources.filter((name) => /\.(ts|mjs|js|sh)$|^\.ci\/run$/.test(name))) {
    readFileSync(join(root, file), 'utf8').split('\n').forEach((line, index) => {
      if (!comment.test(line)) return;
      for (const [cited] of line.matchAll(path)) {
        if (!existsSync(join(root, cited))) missing.push(`${file}:${index + 1}: ${cited}`);
      }
    });
  }
  expect(missing).toEqual([]);
});

test.each(['D', 'R'])('the %s series is numbered from 1 without gaps or repeats', (series) => {
  const numbers = entries.filter((entry) => entry.series === series).map((entry) => entry.number);
  expect(numbers.length).toBeGreaterThan(0);
  expect(numbers).toEqual(numbers.map((_n, index) => index + 1));
});

test('every entry says what was decided and why', () => {
  const without = entries.filter((entry) => !/\bWhy:\s+\S/.test(entry.text) || entry.text.trim().split(/\s+/).length < 15).map((entry) => entry.name);
  expect(without).toEqual([]);
});

test('every entry stays short: at most 160 words, measurements in results/', () => {
  const long = entries.filter((entry) => entry.text.trim().split(/\s+/).length > 160).map((entry) => entry.name);
  expect(long).toEqual([]);
});

test('the README lists every decision once, in order, under its title', () => {
  const readme = readFileSync(join(folder, 'README.md'), 'utf8');
  const listed = [...readme.matchAll(/^- \[([DR]\d+)\]\(\1\.md\) (.+)$/gm)].map((match) => `${match[1]} ${match[2]}`);
  expect(listed).toEqual(entries.map((entry) => `${entry.series}${entry.number} ${entry.title}`));
});

test('the record defines the product decisions that the code builds on, D1 to D55', () => {
  for (let n = 1; n <= 55; n += 1) expect(defined).toContain(`D${n}`);
});
