// One MCP tool per operation of the invoicing contract, made from the contract alone, so that
// a new operation is a new tool with no code: its name is the operationId, its title the
// summary, its description the contract's, its input schema the parameters and body
// (input-schema.ts). GET is read-only; DELETE and the void operations are destructive; every
// other operation changes data without destroying it.
import type { OpenApiDocument, OperationEntry } from '../../lib/openapi/index.js';
import { entryTitle, operations } from '../../lib/openapi/index.js';
import type { ToolInput } from './input-schema.js';
import { toolInput } from './input-schema.js';

export interface ApiTool {
  name: string;
  title: string;
  description: string;
  input: ToolInput;
  annotations: { title: string; readOnlyHint: boolean; destructiveHint?: boolean; openWorldHint: true };
  entry: OperationEntry;
  /** False for keyless operations (`security: []`): no Authorization header is sent. */
  secured: boolean;
}

/** The tools of every operation of `doc` that has an operationId, in document order. */
export function apiTools(doc: OpenApiDocument): ApiTool[] {
  return operations(doc).filter((entry) => entry.id !== '').map((entry) => {
    const { operation } = entry;
    const title = entryTitle(entry);
    const readOnly = entry.method === 'GET' || entry.method === 'HEAD';
    const lines = [`${title}. \`${entry.method} ${entry.path}\``];
    if (operation.deprecated) lines.push('Deprecated.');
    if (operation.description) lines.push(operation.description.trim());
    return {
      name: entry.id,
      title,
      description: lines.join('\n\n'),
      input: toolInput(doc, entry),
      annotations: { title, readOnlyHint: readOnly, ...(readOnly ? {} : { destructiveHint: isDestructive(entry) }), openWorldHint: true },
      entry,
      secured: (operation.security ?? doc.security ?? []).length > 0,
    };
  });
}

/** DELETE, and operations named for voiding or deleting (`voidCreditNote` is a POST). */
function isDestructive(entry: OperationEntry): boolean {
  return entry.method === 'DELETE' || /^(void|delete)[A-Z]/.test(entry.id);
}
