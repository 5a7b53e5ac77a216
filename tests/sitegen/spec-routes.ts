// The routes the reference-site specification lists (section 4, "Endpoints"), read from the
// specification itself (../shared/spec/reference-site.md beside the repository), so that the
// spec, not a copy of its table, is what the built site is checked against.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parseMarkdown } from '../../sitegen/content/index.js';
import { ROOT } from './helpers.js';

export const REFERENCE_SITE_SPEC = path.join(ROOT, '..', 'shared', 'spec', 'reference-site.md');

/** The path templates of the table under the spec's "Endpoints" heading, in its order (`/api/{operationId}.md`). */
export function specRoutes(file: string = REFERENCE_SITE_SPEC): string[] {
  const tree = parseMarkdown(readFileSync(file, 'utf8'));
  const heading = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 2 && /\bEndpoints$/.test(toString(node)));
  if (heading < 0) throw new Error(`${file} has no "Endpoints" section`);
  const next = tree.children.slice(heading + 1).find((node) => node.type === 'table' || node.type === 'heading');
  if (next?.type !== 'table') throw new Error(`the "Endpoints" section of ${file} has no table`);
  const table: Table = next;
  const [header, ...rows] = table.children;
  if (toString(header!.children[0]!) !== 'Path') throw new Error(`the first column of the "Endpoints" table of ${file} is not "Path"`);
  return rows.map((row) => toString(row.children[0]!).trim());
}
