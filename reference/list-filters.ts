// The `list-filters` source: each list operation of the contract (those that page with a
// `cursor`, D10) and the filters its query takes besides `limit` and `cursor`, a deepObject
// parameter as the fields it is written with (`created[gte]`), so that the pagination page
// cannot miss a list or a filter.
import type { GeneratedSource } from '../sitegen/content/index.js';
import type { OpenApiDocument, OperationEntry } from '../lib/openapi/index.js';
import { operations } from '../lib/openapi/index.js';
import { checkAttributes, code, joinWords, markdownTable } from '../sitegen/content/index.js';
import { parameterRows } from './bounds.js';

/** The parameters every list takes alike (reference/bounds.ts prints their rules). */
const PAGING = ['limit', 'cursor'];

/** The list operations of the contract: every operation whose query takes a `cursor`. */
export function listOperations(doc: OpenApiDocument): OperationEntry[] {
  return operations(doc).filter((op) => op.parameters.some((p) => p.in === 'query' && p.name === 'cursor'));
}

/** The `list-filters` source for the contract `doc`. */
export function listFiltersTable(doc: OpenApiDocument): GeneratedSource {
  return (attributes) => {
    checkAttributes('list-filters', attributes, []);
    const lists = listOperations(doc);
    if (lists.length === 0) throw new Error('the contract has no operation that pages with a cursor query parameter');
    const rows = lists.map((op) => {
      const filters = parameterRows(doc, op.id, 'query').map((r) => r.field).filter((field) => !PAGING.includes(field));
      return [code(`${op.method} ${op.path}`), filters.length > 0 ? joinWords(filters.map(code), 'and') : 'none'];
    });
    return markdownTable(['List', 'Filters'], rows);
  };
}
