// The one reader of contract text, for every door that takes a contract (the server at
// start-up, `folio build`, `folio diff`, the tests): YAML or JSON, with the limits common readers
// keep (R142). A contract may use at most yaml's default of 100 aliases (SnakeYAML refuses more
// than 50; folio's own use none, D53), so an alias bomb is refused in a second instead of filling
// the memory, and values nested deeper than MAX_DEPTH are refused before a recursive walk of the
// document (a resolver, a diff, a renderer) overflows the stack on them.
import { readFileSync } from 'node:fs';
import { parseDocument, type Document } from 'yaml';
import type { OpenApiDocument } from './document.js';

/** The most aliases a contract may use: the `yaml` package's default. */
export const MAX_ALIASES = 100;

/** The deepest nesting of objects and arrays a contract may hold. */
export const MAX_DEPTH = 256;

/** A contract's text that cannot be read; the message is one line that says why. */
export class ContractTextError extends Error {
  override name = 'ContractTextError';
}

/** The value of a parsed YAML document within the limits, or a ContractTextError saying which limit it passes. */
export function documentValue(parsed: Document): unknown {
  let value: unknown;
  try {
    value = parsed.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (error) {
    if (error instanceof ReferenceError && /alias/i.test(error.message)) {
      throw new ContractTextError(`it uses more YAML aliases than ${MAX_ALIASES} can expand to; write $ref instead`);
    }
    throw new ContractTextError(stackOverflow(error) ? deepMessage() : firstLine(error));
  }
  if (depthOver(value, MAX_DEPTH)) throw new ContractTextError(deepMessage());
  return value;
}

/** The syntax errors of a parsed document, each as one line with its line and column when known. */
export function syntaxProblems(parsed: Document): Array<{ message: string; line?: number; column?: number }> {
  return parsed.errors.map((error) => {
    const at = error.linePos?.[0];
    const reason = stackOverflow(error) ? deepMessage() : `invalid YAML: ${firstLine(error).replace(/ at line \d+, column \d+:?$/, '')}`;
    return { message: reason, line: at?.line, column: at?.col };
  });
}

/** The YAML or JSON text `text` as a value, within the limits; a ContractTextError says why it cannot be read. */
export function parseContractText(text: string): unknown {
  const parsed = parseDocument(text);
  const [problem] = syntaxProblems(parsed);
  if (problem) throw new ContractTextError(problem.line === undefined ? problem.message : `${problem.message} (line ${problem.line}, column ${problem.column})`);
  return documentValue(parsed);
}

/** The document in `file`, parsed; a ContractTextError names the file and says why it cannot be read. */
export function readOpenApi(file: string | URL): OpenApiDocument {
  try {
    return parseContractText(readFileSync(file, 'utf8')) as OpenApiDocument;
  } catch (error) {
    if (error instanceof ContractTextError) throw new ContractTextError(`cannot read ${String(file)}: ${error.message}`);
    throw error;
  }
}

function deepMessage(): string {
  return `it nests objects and arrays more than ${MAX_DEPTH} levels deep; folio reads at most ${MAX_DEPTH}`;
}

function stackOverflow(error: unknown): boolean {
  return error instanceof RangeError || /Maximum call stack size exceeded/.test(firstLine(error));
}

/** Whether a value nests objects and arrays more than `limit` deep, found without recursion; a value an alias shares is walked once per depth it is seen at first. */
function depthOver(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  const seen = new Map<object, number>();
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limit) return true;
    if ((seen.get(node) ?? Infinity) <= depth) continue;
    seen.set(node, depth);
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();
}
