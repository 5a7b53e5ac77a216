// The names the manual writes in running text as code (`due_date`, `invalid_request`,
// `next_cursor`) exist. A snake_case name in backticks must be a property, parameter or enum
// value of one of the contracts, or appear in the code itself (a table, column or setting that
// folio uses); so renaming a field in the contract fails on every sentence that still uses
// the old name, and not only on the examples.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOwnContract } from '../../lib/openapi/index.js';
import { parseMarkdown, walk } from '../../sitegen/content/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Names that come from neither a contract nor folio's code, and why the manual uses them. */
const OUTSIDE: Record<string, string> = {
  max_connections: "PostgreSQL's own setting, which postgresql.md tells operators to size",
};

/** Every property name, parameter name and enum value of a contract. */
function contractNames(document: unknown, into: Set<string>, key?: string): Set<string> {
  if (Array.isArray(document)) {
    for (const item of document) {
      if (key === 'enum' && typeof item === 'string') into.add(item);
      else contractNames(item, into);
    }
  } else if (document && typeof document === 'object') {
    for (const [name, value] of Object.entries(document)) {
      if (key === 'properties') into.add(name);
      if (name === 'name' && typeof value === 'string') into.add(value);
      contractNames(value, into, name);
    }
  }
  return into;
}

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = join(folder, name);
    if (statSync(file).isDirectory()) return sources(file);
    return name.endsWith('.ts') ? [readFileSync(file, 'utf8')] : [];
  });
}

const known = new Set<string>();
// folio's own contracts, the invoicing one from its JSON twin when it matches the YAML (R177).
for (const contract of ['openapi/invoicing.yaml', 'openapi/site.yaml']) contractNames(readOwnContract(join(root, contract)), known);
const code = ['server', 'client', 'cli', 'sitegen', 'reference', 'lib', 'agents'].flatMap((folder) => sources(join(root, folder))).join('\n');

test('every snake_case name in code spans of content/ is a name of a contract or of the code', () => {
  const unknown: string[] = [];
  for (const name of readdirSync(join(root, 'content')).filter((n) => n.endsWith('.md')).sort()) {
    walk(parseMarkdown(readFileSync(join(root, 'content', name), 'utf8')), (node) => {
      if (node.type !== 'inlineCode') return;
      for (const match of node.value.matchAll(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g)) {
        const word = match[0];
        if (known.has(word) || word in OUTSIDE || new RegExp(`\\b${word}\\b`).test(code)) continue;
        unknown.push(`content/${name}:${node.position!.start.line}:${node.position!.start.column}: \`${word}\` is in neither contract nor the code`);
      }
    });
  }
  expect(unknown).toEqual([]);
});

test('the names kept outside the contracts and the code are used by the manual', () => {
  const manual = readdirSync(join(root, 'content')).map((n) => readFileSync(join(root, 'content', n), 'utf8')).join('\n');
  expect(Object.keys(OUTSIDE).filter((name) => !manual.includes(`\`${name}\``))).toEqual([]);
});
