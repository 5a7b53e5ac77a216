// The invoicing contract folio mcp makes its API tools from. A given file is read as it is
// (YAML or JSON); by default the contract folio ships, from the JSON twin that
// `npm run compile` writes beside the executable (parsing the YAML would cost a cold start
// hundreds of milliseconds), or from openapi/invoicing.yaml when the twin is missing or older.
import type { OpenApiDocument } from '../../lib/openapi/index.js';

const { readFileSync, statSync } = process.getBuiltinModule('node:fs');
const path = process.getBuiltinModule('node:path');

/** The contract's YAML and its JSON twin, relative to folio's package folder. */
export const CONTRACT_YAML = 'openapi/invoicing.yaml';
export const CONTRACT_JSON = 'build/openapi/invoicing.json';

/** The contract in `file`, or folio's own under `packageDir` when no file is given. */
export async function loadContract(file: string | undefined, packageDir: string): Promise<OpenApiDocument> {
  if (file !== undefined) return readContract(file);
  const yaml = path.join(packageDir, CONTRACT_YAML);
  const json = path.join(packageDir, CONTRACT_JSON);
  return isFresh(json, yaml) ? readContract(json) : readContract(yaml);
}

async function readContract(file: string): Promise<OpenApiDocument> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`cannot read the contract ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  // A given contract may share parts through more YAML aliases than yaml's default guard allows;
  // folio's own use none (R140).
  const doc = (file.endsWith('.json') ? JSON.parse(text) : (await import('yaml')).parse(text, { maxAliasCount: -1 })) as OpenApiDocument;
  if (doc === null || typeof doc !== 'object' || typeof doc.openapi !== 'string') throw new Error(`${file} is not an OpenAPI document`);
  return doc;
}

/** True when `twin` exists and is no older than `source`. */
function isFresh(twin: string, source: string): boolean {
  const made = statSync(twin, { throwIfNoEntry: false });
  const changed = statSync(source, { throwIfNoEntry: false });
  return made !== undefined && (changed === undefined || made.mtimeMs >= changed.mtimeMs);
}
