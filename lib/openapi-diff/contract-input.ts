// Reading a contract for comparison: a YAML or JSON file, or `git:REF:PATH`, the file PATH (from
// the repository's root) as it is at the commit, branch or tag REF. Anything unreadable is one
// ContractInputError whose message is the whole story.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ContractTextError, parseContractText, type OpenApiDocument } from '../openapi/index.js';

export class ContractInputError extends Error {
  override name = 'ContractInputError';
}

/** The OpenAPI document that `input` names; `cwd` is where files and git are looked for. */
export function readContract(input: string, cwd = process.cwd()): OpenApiDocument {
  const text = input.startsWith('git:') ? fromGit(input, cwd) : fromFile(input, cwd);
  let doc: unknown;
  try {
    doc = parseContractText(text);
  } catch (error) {
    if (error instanceof ContractTextError) throw new ContractInputError(`cannot read ${input}: ${error.message}`);
    throw error;
  }
  const info = (doc as { info?: { version?: unknown } } | null)?.info;
  if (doc === null || typeof doc !== 'object' || typeof (doc as { openapi?: unknown }).openapi !== 'string' || info === undefined || info.version === undefined) {
    throw new ContractInputError(`cannot read ${input}: it is not an OpenAPI document (it needs openapi and info.version)`);
  }
  return doc as OpenApiDocument;
}

function fromFile(file: string, cwd: string): string {
  try {
    return readFileSync(new URL(file, `file://${cwd}/`), 'utf8');
  } catch (error) {
    throw new ContractInputError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : firstLine(error)}`);
  }
}

function fromGit(input: string, cwd: string): string {
  const rest = input.slice('git:'.length);
  const colon = rest.indexOf(':');
  if (colon <= 0 || colon === rest.length - 1) throw new ContractInputError(`cannot read ${input}: expected git:REF:PATH, such as git:v2.0.0:openapi/invoicing.yaml`);
  const ref = rest.slice(0, colon);
  const path = rest.slice(colon + 1);
  try {
    return execFileSync('git', ['show', `${ref}:${path}`], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new ContractInputError(`cannot read ${input}: ${firstLine(stderr === '' ? error : stderr).replace(/^fatal: /, '')}`);
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();
}
