// The Markdown digest of one operation (/api/{operationId}.md): its description, the
// compact digest of the operation with the types it needs, and a runnable request.
import type { Digest } from '../compact/index.js';
import { operationDigest, writeCompact } from '../compact/index.js';
import type { OpenApiDocument, OperationEntry } from '../../lib/openapi/index.js';
import { curlExample } from './request-example.js';

/** The Markdown page of one operation; `digest` is the whole API's digest with full notes. */
export function operationMarkdown(doc: OpenApiDocument, digest: Digest, entry: OperationEntry, baseUrl: string): string {
  const own = operationDigest(digest, entry.id);
  if (!own) throw new Error(`no operation ${entry.id} in the digest`);
  const { operation } = entry;
  const lines = [`# ${entry.id}`, '', `\`${entry.method} ${entry.path}\`${operation.summary ? `: ${operation.summary.trim()}` : ''}`, ''];
  if (operation.deprecated) lines.push('**Deprecated.**', '');
  if (operation.description) lines.push(operation.description.trim(), '');
  lines.push('## Digest', '', '```compact', writeCompact(own).trimEnd(), '```', '');
  lines.push('## Request example', '', '```sh', curlExample(doc, entry, baseUrl), '```', '');
  return lines.join('\n');
}
