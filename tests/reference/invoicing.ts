// The real invoicing contract for the reference-table tests: a fresh copy for each call, so
// that a test may change it in memory without touching the file or another test.
import path from 'node:path';
import { readOwnContract, type OpenApiDocument } from '../../lib/openapi/index.js';
import { ROOT } from '../sitegen/helpers.js';

/** openapi/invoicing.yaml, read anew: from its JSON twin when it matches the YAML, as the service reads it (R177). */
export function invoicing(): OpenApiDocument {
  return readOwnContract(path.join(ROOT, 'openapi/invoicing.yaml'));
}

/** The rows of a generated Markdown table, each as its cells (header and rule left out). */
export function rows(markdown: string): string[][] {
  return markdown.trim().split('\n').slice(2).map((line) => line.slice(2, -2).split(' | '));
}

/** The row whose first cell is `first`. */
export function row(markdown: string, first: string): string[] | undefined {
  return rows(markdown).find((cells) => cells[0] === first);
}
