// A contract's JSON twin: the parsed document beside the SHA-256 of the YAML it was made from,
// written by `npm run generate` to generated/<name>.contract.json and committed. Readers that
// start often (the server, each test file's app, folio mcp) take the twin when it matches the
// YAML byte for byte: JSON.parse of folio's contract takes a few milliseconds where yaml took
// 600 (R177). A twin that is missing or made from other YAML is not used, so an edited contract
// is never served stale. No YAML parser here: folio mcp's cold start imports this module.
import type { OpenApiDocument } from './document.js';

const { readFileSync } = process.getBuiltinModule('node:fs');
const path = process.getBuiltinModule('node:path');

/** What a twin file holds. */
export interface ContractTwin {
  /** The YAML it was made from, relative to the repository. */
  source: string;
  /** SHA-256 of the YAML's bytes, in hex. */
  sha256: string;
  document: OpenApiDocument;
}

/** The twin of `openapi/<name>.yaml` under `root`: `generated/<name>.contract.json`. */
export function twinPath(yamlPath: string): string {
  const name = path.basename(yamlPath).replace(/\.ya?ml$/, '');
  return path.join(path.dirname(yamlPath), '..', 'generated', `${name}.contract.json`);
}

/** The SHA-256 of `text`, in hex. node:crypto is loaded at the first hash: folio mcp's start hashes nothing (R192). */
export function contractHash(text: string | Buffer): string {
  return process.getBuiltinModule('node:crypto').createHash('sha256').update(text).digest('hex');
}

/** The document of `yamlPath`'s twin when there is one made from exactly that YAML; otherwise undefined. */
export function readTwin(yamlPath: string): OpenApiDocument | undefined {
  let yaml: Buffer;
  let twin: ContractTwin;
  try {
    yaml = readFileSync(yamlPath);
    twin = JSON.parse(readFileSync(twinPath(yamlPath), 'utf8')) as ContractTwin;
  } catch {
    return undefined;
  }
  return twin.sha256 === contractHash(yaml) ? twin.document : undefined;
}

/** The twin's text for the YAML `text` whose parsed document is `document`. */
export function twinText(source: string, text: string, document: unknown): string {
  return `${JSON.stringify({ source, sha256: contractHash(text), document }, null, 2)}\n`;
}
