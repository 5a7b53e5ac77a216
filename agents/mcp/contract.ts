// The invoicing contract folio mcp makes its API tools from. A given file is read as it is
// (YAML or JSON); by default the contract folio ships, from its JSON twin (generated/, R177:
// parsing the YAML would cost a cold start hundreds of milliseconds), or from
// openapi/invoicing.yaml when the twin was made from other bytes.
import { readTwin, type OpenApiDocument } from '../../lib/openapi/index.js';

const { readFileSync } = process.getBuiltinModule('node:fs');
const path = process.getBuiltinModule('node:path');

/** The contract's YAML, relative to folio's package folder. */
export const CONTRACT_YAML = 'openapi/invoicing.yaml';

/** The contract in `file`, or folio's own under `packageDir` when no file is given. */
export async function loadContract(file: string | undefined, packageDir: string): Promise<OpenApiDocument> {
  if (file !== undefined) return readContract(file);
  const yaml = path.join(packageDir, CONTRACT_YAML);
  return readTwin(yaml) ?? readContract(yaml);
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
