// The decision record (docs/decisions.md) defines every decision id that the code, the tests,
// the contracts and the manual cite: D-numbers are the product's, R-numbers the repository's.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const record = readFileSync(join(root, 'docs/decisions.md'), 'utf8');

/** The folders and files that may cite a decision; built and installed files are left out. */
const cited = ['server', 'cli', 'client', 'sitegen', 'agents', 'lib', 'tests', 'scripts', 'content', 'openapi', 'README.md', 'package.json'];
const skipped = new Set(['node_modules', 'build', 'dist']);
const textFile = /\.(ts|js|mjs|md|ya?ml|json|sh)$/;

function files(path: string): string[] {
  const full = join(root, path);
  const entries = readdirSync(full, { withFileTypes: true, recursive: false });
  return entries.flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : files(child);
    return textFile.test(entry.name) ? [child] : [];
  });
}

const sources = cited.flatMap((path) => (textFile.test(path) ? [path] : files(path)));
/** A decision id, not the tail of another id such as the Peppol rule PEPPOL-EN16931-R010. */
const citation = /(?<!-)\b([DR])(\d+)\b/g;

/** The entries of the record: `### D1 Environments` and the text up to the next heading. */
const entries = [...record.matchAll(/^### ([DR])(\d+) (.+)\n([\s\S]*?)(?=^##|(?![\s\S]))/gm)]
  .map((match) => ({ series: match[1]!, number: Number(match[2]), title: match[3]!, text: match[4]! }));
const defined = new Set(entries.map((entry) => `${entry.series}${entry.number}`));

test('every decision id cited in the repository is defined in docs/decisions.md', () => {
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

test.each(['D', 'R'])('the %s series is numbered from 1 without gaps or repeats, in order', (series) => {
  const numbers = entries.filter((entry) => entry.series === series).map((entry) => entry.number);
  expect(numbers.length).toBeGreaterThan(0);
  expect(numbers).toEqual(numbers.map((_n, index) => index + 1));
});

test('every entry says what was decided and why', () => {
  const without = entries.filter((entry) => !/\bWhy:\s+\S/.test(entry.text) || entry.text.trim().split(/\s+/).length < 15).map((entry) => `${entry.series}${entry.number}`);
  expect(without).toEqual([]);
});

test('the record defines the product decisions that the code builds on, D1 to D34', () => {
  for (let n = 1; n <= 34; n += 1) expect(defined).toContain(`D${n}`);
});
