// Prints how the code blocks of content/ are marked, page by page and in all
// (`npm run examples:count`): the runnable ones that npm test runs, the documented
// responses it compares, and the illustrative ones, which say why they are not run.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { examplesOf } from '../../sitegen/content/index.js';

const folder = path.resolve(process.argv[2] ?? 'content');
const kinds = ['sh run', 'ts run', 'response', 'illustrative', 'unmarked'] as const;
const totals = new Map<string, number>(kinds.map((kind) => [kind, 0]));
console.log(['page'.padEnd(26), ...kinds.map((kind) => kind.padStart(14))].join(''));
for (const name of readdirSync(folder).filter((n) => n.endsWith('.md')).sort()) {
  const counts = new Map<string, number>(kinds.map((kind) => [kind, 0]));
  for (const example of examplesOf(readFileSync(path.join(folder, name), 'utf8'))) {
    const kind = example.role === 'run' ? `${example.lang} run` : example.role ?? 'unmarked';
    const key = counts.has(kind) ? kind : 'unmarked';
    counts.set(key, counts.get(key)! + 1);
    totals.set(key, totals.get(key)! + 1);
  }
  console.log([name.padEnd(26), ...kinds.map((kind) => String(counts.get(kind)).padStart(14))].join(''));
}
console.log(['all'.padEnd(26), ...kinds.map((kind) => String(totals.get(kind)).padStart(14))].join(''));
