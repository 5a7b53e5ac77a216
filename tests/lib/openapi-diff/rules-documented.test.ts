// The table of rules (lib/openapi-diff/rule-table.ts) holds each rule once, every rule module reports
// only ids it holds (an unknown id throws), and every id in it is reported by some module.
import { readdirSync, readFileSync } from 'node:fs';
import { RULES } from '../../../lib/openapi-diff/index.js';

const folder = new URL('../../../lib/openapi-diff/rules/', import.meta.url);
const sources = readdirSync(folder).map((file) => readFileSync(new URL(file, folder), 'utf8')).join('\n');

test('holds each rule id once', () => {
  expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
});

test.each(RULES.map((r) => r.id))('%s is reported by a rule module', (id) => {
  const suffix = id.replace(/^(request|response|webhook)-/, '');
  expect(sources.includes(`'${id}'`) || sources.includes(`\`\${direction}-${suffix}\``)).toBe(true);
});
