// Loading a contract for the build: an OpenAPI 3.1 or 3.0 file parsed with source places for
// error messages, its other files bundled in and a 3.0 document upgraded (lib/openapi's reader),
// and the check that no operationId is used twice. The shapes and the walk over operations are lib/openapi's.
import { readFile } from 'node:fs/promises';
import type { Document } from 'yaml';
import { LineCounter, parseDocument } from 'yaml';
import type { Place } from '../content/index.js';
import { Problems } from '../content/index.js';
import type { OpenApiDocument } from '../../lib/openapi/index.js';
import { bundledContract, ContractTextError, documentValue, hasExternalRefs, isOpenApi30, jsonDocumentValue, operations, syntaxProblems, upgradedTo31 } from '../../lib/openapi/index.js';
import type { ContractCache } from './parse-cache.js';

/** An OpenAPI document with the file it came from and a way to place its nodes. */
export interface Contract {
  file: string;
  doc: OpenApiDocument;
  /** The source place of the node at `path` (keys and indexes from the root), if known. */
  place(path: ReadonlyArray<string | number>): Place | undefined;
}

/**
 * Parses an OpenAPI 3.1 or 3.0 YAML or JSON file (JSON with JSON.parse), or takes the document from `cache` when the same
 * text was parsed before (parse-cache.ts); syntax and shape problems go to `problems`. The syntax
 * tree that places nodes is parsed only when a problem needs a place.
 */
export async function loadContract(absolute: string, file: string, problems: Problems, cache?: ContractCache): Promise<Contract | undefined> {
  const text = await readFile(absolute, 'utf8');
  let tree: { parsed: Document; lineCounter: LineCounter } | undefined;
  const syntax = (): { parsed: Document; lineCounter: LineCounter } => {
    if (!tree) {
      const lineCounter = new LineCounter();
      tree = { parsed: parseDocument(text, { lineCounter }), lineCounter };
    }
    return tree;
  };
  const parse = (): OpenApiDocument | undefined => {
    // JSON text is read as JSON; YAML, or JSON the fast reader refuses, by the reader that places problems.
    const json = jsonDocumentValue(text);
    if (json !== undefined) return json as OpenApiDocument;
    const { parsed } = syntax();
    // The one reader's limits and messages, with the place of the first syntax error (R142).
    const invalid = syntaxProblems(parsed);
    for (const problem of invalid) problems.add(file, problem.line === undefined ? undefined : { line: problem.line, column: problem.column! }, problem.message);
    if (invalid.length > 0) return undefined;
    try {
      return documentValue(parsed) as OpenApiDocument;
    } catch (error) {
      if (!(error instanceof ContractTextError)) throw error;
      problems.add(file, undefined, error.message);
      return undefined;
    }
  };
  const parsed = cache ? cache.document(text, parse) : parse();
  if (parsed === undefined) return undefined;
  // A contract over several files is bundled afresh from its files (the cache knows only this
  // one's text), and an OpenAPI 3.0 document is upgraded to 3.1, as it is read (R170).
  let doc: OpenApiDocument;
  try {
    doc = (await upgradedTo31(hasExternalRefs(parsed) ? await bundledContract(absolute) : structuredCloneIf30(parsed))) as OpenApiDocument;
  } catch (error) {
    if (!(error instanceof ContractTextError)) throw error;
    problems.add(file, undefined, error.message);
    return undefined;
  }
  const place = (path: ReadonlyArray<string | number>): Place | undefined => {
    const { parsed, lineCounter } = syntax();
    const node = parsed.getIn(path, true) as { range?: [number, number, number] } | undefined;
    const offset = node?.range?.[0];
    if (offset === undefined) return undefined;
    const at = lineCounter.linePos(offset);
    return { line: at.line, column: at.col };
  };
  if (typeof doc?.openapi !== 'string' || !doc.openapi.startsWith('3.1')) {
    problems.add(file, place(['openapi']), 'not an OpenAPI 3.1 or 3.0 document (`openapi: 3.1.x` or `3.0.x` expected)');
    return undefined;
  }
  if (typeof doc.info?.title !== 'string' || typeof doc.info?.version !== 'string') {
    problems.add(file, place(['info']), '`info.title` and `info.version` are required');
    return undefined;
  }
  return { file, doc, place };
}

/**
 * Reports an operationId used by two operations, which OpenAPI forbids. Any other id is taken
 * as it is, as is any webhook name: pages and files are named by each entry's slug (lib/openapi),
 * made URL-safe and unique from its id, or from its method and path when it has none (R171).
 */
export function checkOperationIds(contract: Contract, problems: Problems): void {
  const seen = new Map<string, string>();
  for (const entry of operations(contract.doc)) {
    const name = `${entry.method} ${entry.path}`;
    if (!entry.id) continue;
    const first = seen.get(entry.id);
    if (first) problems.add(contract.file, contract.place(['paths', entry.path, entry.method.toLowerCase(), 'operationId']), `operationId ${entry.id} is used twice (also by ${first})`);
    else seen.set(entry.id, name);
  }
}

/** The upgrade rewrites a 3.0 document in place: the cache's copy is left as it was parsed. */
function structuredCloneIf30(value: OpenApiDocument): OpenApiDocument {
  return isOpenApi30(value) ? structuredClone(value) : value;
}
