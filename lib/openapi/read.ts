// The one reader of contract text, for every door that takes a contract (the server at
// start-up, `folio build`, `folio diff`, the tests): YAML or JSON, with the limits common readers
// keep (R142). A contract may use at most yaml's default of 100 aliases (SnakeYAML refuses more
// than 50; folio's own use none, R140), so an alias bomb is refused in a second instead of filling
// the memory, and values nested deeper than MAX_DEPTH are refused before a recursive walk of the
// document (a resolver, a diff, a renderer) overflows the stack on them. Contracts as people
// publish them are read too (R170): an OpenAPI 3.0 document is upgraded to 3.1 on read, and a
// contract split over several files has its external `$ref`s bundled into one document, each
// file read within the same limits. Those two libraries, and the YAML reader itself, load only
// when a contract needs them: the server imports this module at start-up and reads folio's
// contract from its JSON twin (R205).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Document } from 'yaml';
import type { OpenApiDocument } from './document.js';
import { readTwin } from './twin.js';

let yamlReader: typeof import('yaml') | undefined;
/** The `yaml` package, loaded at the first text that needs it. */
function yaml(): typeof import('yaml') {
  yamlReader ??= createRequire(import.meta.url)('yaml') as typeof import('yaml');
  return yamlReader;
}

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

/**
 * The value of a contract's text when it is JSON (as most published contracts are), read by
 * JSON.parse, many times faster than the YAML reader, which keeps the place of every node;
 * undefined when the text is not JSON or nests deeper than MAX_DEPTH, for the YAML reader to say
 * why with a place. Where an object names a member twice, which RFC 8259 leaves to the reader,
 * the last one counts (the YAML reader refuses the text).
 */
export function jsonDocumentValue(text: string): unknown {
  if (!/^\uFEFF?\s*[{[]/.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
  return depthOver(value, MAX_DEPTH) ? undefined : value;
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
  const parsed = yaml().parseDocument(text);
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

/** One of folio's own contracts: its JSON twin when `npm run generate` made it from exactly this file's bytes (R177), otherwise the file parsed. */
export function readOwnContract(file: string): OpenApiDocument {
  return readTwin(file) ?? readOpenApi(file);
}

/** `value` as OpenAPI 3.1: a 3.0 document upgraded (nullable, exclusive bounds, examples...) by @scalar/openapi-upgrader, anything else as it is. */
export async function upgradedTo31(value: unknown): Promise<unknown> {
  if (!isOpenApi30(value)) return value;
  const { upgradeFromThreeToThreeOne } = await import('@scalar/openapi-upgrader/3.0-to-3.1');
  return upgradeFromThreeToThreeOne(value as Parameters<typeof upgradeFromThreeToThreeOne>[0]);
}

/** Whether `value` is an OpenAPI 3.0.x document, which upgradedTo31 upgrades. */
export function isOpenApi30(value: unknown): boolean {
  const version = (value as { openapi?: unknown } | null)?.openapi;
  return typeof version === 'string' && /^3\.0\./.test(version);
}

/** Whether a document refers to another file (a `$ref` that does not start with `#`). */
export function hasExternalRefs(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && !ref.startsWith('#')) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) if (child !== null && typeof child === 'object') stack.push(child);
  }
  return false;
}

/**
 * The contract in `file` with every external `$ref` (another file, relative to the one that
 * refers to it) bundled in by @apidevtools/json-schema-ref-parser: each referenced part is put
 * in once and referred to by a local `$ref`. Each file is read within this module's limits;
 * URLs are not fetched. A ContractTextError names the file and the reference that cannot be read.
 */
export async function bundledContract(file: string): Promise<unknown> {
  const { $RefParser } = await import('@apidevtools/json-schema-ref-parser');
  const parser = {
    order: 1,
    canParse: /\.(?:ya?ml|json)$/i,
    parse: (info: { url: string; data: Buffer | string }): unknown => {
      try {
        return parseContractText(typeof info.data === 'string' ? info.data : info.data.toString('utf8'));
      } catch (error) {
        throw new ContractTextError(`cannot read ${info.url}: ${firstLine(error)}`);
      }
    },
  };
  try {
    return await new $RefParser().bundle(file, { parse: { json: false, yaml: parser, binary: false }, resolve: { http: false }, dereference: { circular: true } });
  } catch (error) {
    if (error instanceof ContractTextError) throw error;
    const reason = firstLine(error).replace(/^Error (?:resolving|reading|opening) \$ref pointer "?/, '').replace(/^Error opening file /, 'cannot open ');
    throw new ContractTextError(`cannot bundle the files of ${file}: ${reason}`);
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
