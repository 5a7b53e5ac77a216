// Reading an OpenAPI document from a file without checking it: for code that trusts the
// contract it ships with (the server at start-up, the tests). The site generator loads its
// inputs with source places instead (sitegen/contracts).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { OpenApiDocument } from './document.js';

/**
 * The YAML or JSON document in `file`, parsed. The contracts share examples through YAML
 * aliases, more than the parser's guard against alias bombs allows, and are trusted here.
 */
export function readOpenApi(file: string | URL): OpenApiDocument {
  return parse(readFileSync(file, 'utf8'), { maxAliasCount: -1 }) as OpenApiDocument;
}
