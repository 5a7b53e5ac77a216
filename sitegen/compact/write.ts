// Writes a digest in the compact notation (grammar in content/spec.md). The same writer
// makes the whole-API digest and the per-operation digests; webhooks are written as operations
// are, in a section of their own.
import type { Digest, DigestInput, DigestOperation, DigestOutcome, DigestType } from './model.js';
import { DEPRECATED, MEDIA } from './model.js';
import { renderBounds, renderDefault, renderKey, renderRef, renderType } from './types.js';

/** The digest as text, one item per line, ending in a newline. */
export function writeCompact(digest: Digest): string {
  const names = new Set(digest.types.map((t) => t.name));
  const shared = digest.ops.length > 1 ? sharedFailures(digest) : new Map<string, DigestOutcome>();
  const seen = new Map<string, string>();
  const lines = ['[meta]', `api: ${digest.meta.api}`];
  for (const base of digest.meta.bases) lines.push(`base: ${base.url}${note(base.note)}`);
  lines.push(`version: ${digest.meta.version}`, `auth: ${digest.meta.auth}`, '', '[ops]');
  for (const op of digest.ops) lines.push(`${op.id} ${op.method} ${op.path}`, ...operationLines(op, digest, names, shared, seen));
  if (digest.webhooks && digest.webhooks.length > 0) {
    // A webhook's failures are its own: the [failures] table is the operations'.
    const seenInWebhooks = new Map<string, string>();
    lines.push('', '[webhooks]');
    for (const hook of digest.webhooks) lines.push(`${hook.id} ${hook.method}`, ...operationLines(hook, digest, names, new Map(), seenInWebhooks));
  }
  if (shared.size > 0) {
    lines.push('', '[failures]');
    for (const [status, outcome] of shared) lines.push(`${status} ${outcomeText(outcome, names, false)}`, ...media(outcome.media, '  '));
  }
  if (digest.types.length > 0) {
    lines.push('', '[types]');
    for (const type of digest.types) lines.push(...typeLines(type, names));
  }
  return `${lines.join('\n')}\n`;
}

/** The indented lines of an operation or webhook: description, credential, inputs, responses and failures. */
function operationLines(op: DigestOperation, digest: Digest, names: ReadonlySet<string>, shared: ReadonlyMap<string, DigestOutcome>, seen: Map<string, string>): string[] {
  const lines = [`  ${describe(op)}`];
  if (op.auth !== digest.meta.auth) lines.push(`  auth: ${op.auth}`);
  for (const input of op.inputs) {
    const head = inputHead(input);
    const full = [`  > ${head}: ${renderType(input.type, names)}${renderDefault(input.default)}${note(input.note)}`, ...media(input.media, '    ')];
    // An input written in full before is repeated by its head alone.
    const key = full.join('\n');
    lines.push(...(seen.get(head) === key ? [`  > ${head}`] : full));
    if (digest.ops.length > 1) seen.set(head, key);
  }
  for (const outcome of op.responses) lines.push(`  < ${outcomeText(outcome, names, true)}`, ...media(outcome.media, '    '));
  const own = op.failures.filter((f) => !sameOutcome(shared.get(f.status), f));
  const common = op.failures.filter((f) => !own.includes(f)).map((f) => f.status);
  if (common.length > 0) lines.push(`  ! ${common.join(' ')}`);
  for (const failure of own) lines.push(`  ! ${outcomeText(failure, names, true)}`, ...media(failure.media, '    '));
  return lines;
}

function inputHead(input: DigestInput): string {
  const optional = input.required ? '' : '?';
  return input.in === 'body' ? `body${optional}` : `${input.in} ${renderKey(input.name)}${optional}`;
}

/** `type  # status note`, or without the status for the [failures] table. */
function outcomeText(outcome: DigestOutcome, names: ReadonlySet<string>, withStatus: boolean): string {
  const type = outcome.type ? renderType(outcome.type, names) : '-';
  const comment = [withStatus ? outcome.status : '', outcome.note ?? ''].filter(Boolean).join(' ');
  return `${type}${note(comment)}`;
}

/** The description line: the summary (`-` when there is none), after `(deprecated)` for a deprecated operation. */
function describe(op: DigestOperation): string {
  if (!op.deprecated) return op.summary || '-';
  return op.summary ? `${DEPRECATED} ${op.summary}` : DEPRECATED;
}

function typeLines(type: DigestType, names: ReadonlySet<string>): string[] {
  const expr = type.type;
  if (expr.kind !== 'object' || expr.fields.length === 0) return [`${renderRef(type.name)} = ${renderType(expr, names)}${note(type.note)}`];
  const lines = [`${renderRef(type.name)}${renderBounds(expr)}${note(type.note)}`];
  for (const field of expr.fields) {
    lines.push(`  ${renderKey(field.name)}${field.optional ? '?' : ''}: ${renderType(field.type, names)}${renderDefault(field.default)}${note(field.note)}`);
  }
  if (expr.rest) lines.push(`  *: ${renderType(expr.rest, names)}`);
  return lines;
}

/** For each failure status used by two or more operations, its most common outcome. */
function sharedFailures(digest: Digest): Map<string, DigestOutcome> {
  const counts = new Map<string, { outcome: DigestOutcome; count: number }>();
  for (const op of digest.ops) {
    for (const failure of op.failures) {
      const key = JSON.stringify([failure.status, failure.type, failure.media, failure.note]);
      const seen = counts.get(key) ?? { outcome: failure, count: 0 };
      seen.count += 1;
      counts.set(key, seen);
    }
  }
  const best = new Map<string, { outcome: DigestOutcome; count: number }>();
  for (const entry of counts.values()) {
    const current = best.get(entry.outcome.status);
    if (entry.count >= 2 && (!current || entry.count > current.count)) best.set(entry.outcome.status, entry);
  }
  const statuses = [...best.keys()].sort();
  return new Map(statuses.map((status) => [status, best.get(status)!.outcome]));
}

function sameOutcome(a: DigestOutcome | undefined, b: DigestOutcome): boolean {
  return a !== undefined && JSON.stringify([a.status, a.type, a.media, a.note]) === JSON.stringify([b.status, b.type, b.media, b.note]);
}

/** The marker line of a media type other than application/json, under the line it belongs to. */
function media(label: string | undefined, indent: string): string[] {
  return label ? [`${indent}${MEDIA}${label}`] : [];
}

function note(text: string | undefined): string {
  return text ? `  # ${text}` : '';
}
