// What `folio diff` prints: one line per change (level, rule, pointer, sentence, separated by
// two spaces), or the changes as JSON objects; and the one-line verdict for standard error.
import type { Change } from './change.js';
import { LEVELS } from './rule-table.js';
import type { ContractDiff } from './diff.js';

/** One line per change, columns aligned; empty when nothing changed. */
export function formatLines(changes: readonly Change[]): string {
  const width = (pick: (c: Change) => string) => Math.max(0, ...changes.map((c) => pick(c).length));
  const level = width((c) => c.level);
  const rule = width((c) => c.rule);
  return changes.map((c) => `${c.level.padEnd(level)}  ${c.rule.padEnd(rule)}  ${c.pointer}  ${c.message}\n`).join('');
}

/** The changes as a JSON array of `{level, rule, pointer, message}`. */
export function formatJson(changes: readonly Change[]): string {
  return `${JSON.stringify(changes, null, 2)}\n`;
}

/** The counts and the gate's verdict in one sentence. */
export function verdict(diff: ContractDiff): string {
  if (diff.changes.length === 0) return `No changes from ${diff.from} to ${diff.to}.`;
  const counts = LEVELS.map((level) => count(diff.changes.filter((c) => c.level === level).length, level)).join(', ');
  const breaking = diff.changes.some((c) => c.level === 'breaking');
  const why = diff.blocked
    ? `a breaking change needs a higher major version than ${diff.from}, and ${diff.to} is not one`
    : breaking ? `${diff.to} is a new major version` : 'nothing breaks';
  return `${counts} from ${diff.from} to ${diff.to}: ${why}.`;
}

function count(n: number, level: string): string {
  return level === 'warning' && n !== 1 ? `${n} warnings` : `${n} ${level}`;
}
