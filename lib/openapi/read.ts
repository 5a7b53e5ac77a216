// Reading an OpenAPI document from a file without checking it: for code that trusts the
// contract it ships with (the server at start-up, the tests). The site generator loads its
// inputs with source places instead (sitegen/contracts).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { OpenApiDocument } from './document.js';

/**
 * The YAML or JSON document in `file`, parsed with the parser's default options: folio's
 * contracts use no YAML aliases (R9A1), so its guard against alias bombs stays on.
 */
export function readOpenApi(file: string | URL): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}
