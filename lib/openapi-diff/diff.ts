// Comparing two OpenAPI 3.1 contracts: every rule family over paths, operations, bodies,
// responses and webhooks, and the verdict of the change gate (a breaking change needs a
// higher major `info.version`).
import type { OpenApiDocument } from '../openapi/index.js';
import type { Change } from './change.js';
import { ContractInputError } from './contract-input.js';
import { diffContext } from './context.js';
import { compareOperations } from './rules/operations.js';
import { compareWebhooks } from './rules/webhooks.js';

export interface ContractDiff {
  /** `info.version` of the old and the new contract. */
  from: string;
  to: string;
  /** Every change, breaking first. */
  changes: Change[];
  /** True when a breaking change comes without a higher major version: the gate fails. */
  blocked: boolean;
}

/** The changes from `before` to `after`, and whether the version answers them; a ContractInputError for a `$ref` it cannot follow. */
export function diffContracts(before: OpenApiDocument, after: OpenApiDocument): ContractDiff {
  const ctx = diffContext(before, after);
  try {
    compareOperations(ctx);
    compareWebhooks(ctx);
  } catch (error) {
    // A reference outside the document, or to nothing, leaves the contracts unreadable as a whole.
    throw new ContractInputError(`cannot compare the contracts: ${error instanceof Error ? error.message : String(error)}`);
  }
  const changes = ctx.changes.list();
  const from = String(before.info?.version ?? '');
  const to = String(after.info?.version ?? '');
  return { from, to, changes, blocked: isBlocked(changes, from, to) };
}

/** Whether `changes` hold a breaking one that the move from version `from` to `to` does not answer with a higher major. */
export function isBlocked(changes: readonly Change[], from: string, to: string): boolean {
  return changes.some((c) => c.level === 'breaking') && !(major(to) > major(from));
}

/** The major number of a version such as `2.1.0` (`v2` and `2` too); NaN when there is none. */
export function major(version: string): number {
  const match = /^v?(\d+)/.exec(version.trim());
  return match ? Number(match[1]) : Number.NaN;
}
