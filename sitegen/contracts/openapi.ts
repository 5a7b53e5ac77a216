// Loading a contract for the build: an OpenAPI 3.1 file parsed with source places for error
// messages, and the check that every operation has a usable, unique operationId and every
// webhook a usable name. The shapes and the walk over operations are lib/openapi's.
import { readFile } from 'node:fs/promises';
import type { Document } from 'yaml';
import { LineCounter, parseDocument } from 'yaml';
import type { Place } from '../content/index.js';
import { Problems } from '../content/index.js';
import type { OpenApiDocument } from '../../lib/openapi/index.js';
import { ContractTextError, documentValue, operations, syntaxProblems, webhooks } from '../../lib/openapi/index.js';
import { OPERATION_ID } from '../paths.js';
import type { ContractCache } from './parse-cache.js';

/** An OpenAPI document with the file it came from and a way to place its nodes. */
export interface Contract {
  file: string;
  doc: OpenApiDocument;
  /** The source place of the node at `path` (keys and indexes from the root), if known. */
  place(path: ReadonlyArray<string | number>): Place | undefined;
}

/**
 * Parses an OpenAPI 3.1 YAML or JSON file, or takes the document from `cache` when the same
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
  const doc = cache ? cache.document(text, parse) : parse();
  if (doc === undefined) return undefined;
  const place = (path: ReadonlyArray<string | number>): Place | undefined => {
    const { parsed, lineCounter } = syntax();
    const node = parsed.getIn(path, true) as { range?: [number, number, number] } | undefined;
    const offset = node?.range?.[0];
    if (offset === undefined) return undefined;
    const at = lineCounter.linePos(offset);
    return { line: at.line, column: at.col };
  };
  if (typeof doc?.openapi !== 'string' || !doc.openapi.startsWith('3.1')) {
    problems.add(file, place(['openapi']), 'not an OpenAPI 3.1 document (`openapi: 3.1.x` expected)');
    return undefined;
  }
  if (typeof doc.info?.title !== 'string' || typeof doc.info?.version !== 'string') {
    problems.add(file, place(['info']), '`info.title` and `info.version` are required');
    return undefined;
  }
  return { file, doc, place };
}

/** Reports operations without a usable, unique operationId (ids become file names). */
export function checkOperationIds(contract: Contract, problems: Problems): void {
  const seen = new Map<string, string>();
  for (const entry of operations(contract.doc)) {
    const operationPath = ['paths', entry.path, entry.method.toLowerCase()];
    const where = (): Place | undefined => contract.place([...operationPath, 'operationId']) ?? contract.place(operationPath);
    const name = `${entry.method} ${entry.path}`;
    if (!entry.id) problems.add(contract.file, where(), `${name} has no operationId`);
    else if (!OPERATION_ID.test(entry.id)) problems.add(contract.file, where(), `operationId ${JSON.stringify(entry.id)} of ${name} is not a letter followed by letters, digits, "_", "." or "-"`);
    else if (seen.has(entry.id.toLowerCase())) problems.add(contract.file, where(), `operationId ${entry.id} is used twice (also by ${seen.get(entry.id.toLowerCase())})`);
    else seen.set(entry.id.toLowerCase(), name);
  }
}

/** Reports webhooks whose name cannot be a page's file name (names are unique: they are keys). */
export function checkWebhookNames(contract: Contract, problems: Problems): void {
  for (const name of new Set(webhooks(contract.doc).map((entry) => entry.path))) {
    if (!OPERATION_ID.test(name)) problems.add(contract.file, contract.place(['webhooks', name]), `webhook name ${JSON.stringify(name)} is not a letter followed by letters, digits, "_", "." or "-"`);
  }
}
