// Breaking changes that the contract's maintainers have looked at and accepted without a new
// major version, because no client can see them: for example a pattern that writes down in the
// contract what the service already refused. They are listed beside the snapshot they are
// measured against (`2.0.0.accepted.yaml` beside `2.0.0.yaml`), each with its rule, its pointer
// and the reason, and they go when the next snapshot is cut. An entry that matches no change
// fails, so that the list cannot outlive what it excuses (R87).
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Change } from './change.js';
import { ContractInputError } from './contract-input.js';

export interface AcceptedChange {
  rule: string;
  pointer: string;
  /** Why no client can see the change, in one sentence. */
  reason: string;
}

/** The file of the changes accepted against `snapshot` (a `VERSION.yaml`). */
export const acceptedFileOf = (snapshot: string): string => snapshot.replace(/\.ya?ml$/, '.accepted.yaml');

/** The accepted changes listed beside `snapshot`; none when there is no such file. */
export function readAccepted(snapshot: string): AcceptedChange[] {
  const file = acceptedFileOf(snapshot);
  if (!existsSync(file)) return [];
  const entries: unknown = parse(readFileSync(file, 'utf8'));
  const valid = (entry: unknown): entry is AcceptedChange => typeof entry === 'object' && entry !== null
    && ['rule', 'pointer', 'reason'].every((key) => typeof (entry as Record<string, unknown>)[key] === 'string' && (entry as Record<string, string>)[key] !== '');
  if (!Array.isArray(entries) || !entries.every(valid)) {
    throw new ContractInputError(`${file} must be a list of entries, each with a rule, a pointer and a reason.`);
  }
  return entries;
}

/** The changes with each accepted breaking one turned into a warning that gives its reason. */
export function applyAccepted(changes: readonly Change[], accepted: readonly AcceptedChange[], file: string): Change[] {
  const unmatched = accepted.filter((a) => !changes.some((c) => c.level === 'breaking' && c.rule === a.rule && c.pointer === a.pointer));
  if (unmatched.length > 0) {
    throw new ContractInputError(`${file} accepts ${unmatched.map((a) => `${a.rule} at ${a.pointer}`).join(', ')}, which is no breaking change any more: remove the entry.`);
  }
  return changes.map((change) => {
    const entry = accepted.find((a) => change.level === 'breaking' && a.rule === change.rule && a.pointer === change.pointer);
    return entry ? { ...change, level: 'warning', message: `${change.message} Accepted without a new major version: ${entry.reason}` } : change;
  });
}
