// The change gate: each working contract against the newest snapshot of its releases. It
// fails when a breaking change comes without a higher major `info.version`, unless the change is
// listed as accepted beside that snapshot (accepted.ts).
import path from 'node:path';
import type { ContractDiff } from './diff.js';
import { applyAccepted, acceptedFileOf, readAccepted } from './accepted.js';
import { diffContracts, isBlocked } from './diff.js';
import { readContract } from './contract-input.js';
import { releasesIn } from './releases.js';

export interface GatedContract {
  /** The contract's name: its snapshots are in `<releases>/<name>/`. */
  name: string;
  /** The working contract's file. */
  file: string;
}

export interface GateResult extends ContractDiff {
  name: string;
  /** The newest snapshot's file, compared with the working contract. */
  snapshot: string;
}

/** The diff of each contract that has released snapshots under `releases`, in the order given. */
export function runGate(contracts: readonly GatedContract[], releases: string): GateResult[] {
  return contracts.flatMap((contract) => {
    const newest = releasesIn(path.join(releases, contract.name)).at(-1);
    if (!newest) return [];
    const diff = diffContracts(readContract(newest.file), readContract(contract.file));
    const changes = applyAccepted(diff.changes, readAccepted(newest.file), acceptedFileOf(newest.file));
    return [{ name: contract.name, snapshot: newest.file, ...diff, changes, blocked: isBlocked(changes, diff.from, diff.to) }];
  });
}
