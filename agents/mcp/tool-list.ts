// The API tools' entries of tools/list, and the list that `npm run compile` saves for folio's own
// contract beside the `folio mcp` bundle (build/cli/folio-mcp.tools.json, written by
// scripts/build/bundle-cli.ts): a cold start answers tools/list from it without reading the
// contract or making its tools, and reads the contract at the first call that needs it (R191).
// The saved list names the SHA-256, size and modification time of the YAML it was made from, and
// is not used for other bytes: a file of the same size and time is taken as the same, as make
// and tsc take it, and one that differs in time alone is hashed (R192).
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { contractHash } from '../../lib/openapi/index.js';
import type { ApiTool } from './api-tools.js';

const { readFileSync, statSync } = process.getBuiltinModule('node:fs');

/** The saved list's file, beside the compiled cli/mcp.js and the bundle. */
export const SAVED_TOOLS_FILE = 'folio-mcp.tools.json';

/** What the saved file holds. */
export interface SavedToolList {
  /** SHA-256 of the contract's YAML, in hex. */
  sha256: string;
  /** The YAML's size in bytes and modification time in milliseconds when the list was saved. */
  size: number;
  mtimeMs: number;
  tools: Tool[];
}

/** The tools/list entry of each API tool. */
export function toolEntries(api: readonly ApiTool[]): Tool[] {
  return api.map((tool) => ({ name: tool.name, title: tool.title, description: tool.description, inputSchema: tool.input.schema as Tool['inputSchema'], annotations: tool.annotations }));
}

/** The saved list of the tools `api`, made from the contract whose YAML is the file `yamlPath`. */
export function savedToolList(yamlPath: string, api: readonly ApiTool[]): SavedToolList {
  const { size, mtimeMs } = statSync(yamlPath);
  return { sha256: contractHash(readFileSync(yamlPath)), size, mtimeMs, tools: toolEntries(api) };
}

/** The entries saved in `file` when they were made from the YAML at `yamlPath` as it is now; otherwise undefined. */
export function readSavedToolList(file: string, yamlPath: string): Tool[] | undefined {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedToolList;
    const { size, mtimeMs } = statSync(yamlPath);
    if (size !== saved.size) return undefined;
    if (mtimeMs === saved.mtimeMs) return saved.tools;
    return saved.sha256 === contractHash(readFileSync(yamlPath)) ? saved.tools : undefined;
  } catch {
    return undefined;
  }
}
