// `folio agent-install`: puts folio's rules block into a repository's agent files, checks
// that it is current, or takes it out again. Every file is read and planned before the
// first write, so a problem in one file leaves all of them untouched.
import type { Agent } from './agent-files.js';
import { agentFiles } from './agent-files.js';
import { installBlock, removeBlock } from './block-edits.js';
import type { ConfinedFile } from './inside-folder.js';
import { deleteInside, openInside, realFolder, writeAtomic } from './inside-folder.js';
import { findBlock } from './markers.js';

export type Mode = 'install' | 'check' | 'remove';

export interface AgentInstallOptions {
  /** The repository folder; nothing outside it is read or written. */
  dir: string;
  /** Default: `['agents']` (AGENTS.md). */
  agents?: readonly Agent[];
  /** The rules Markdown (see loadRules). */
  rules: string;
  /** Default: `install`. */
  mode?: Mode;
}

/**
 * install: `created`, `updated` or `unchanged`; check: `missing` (no file, or no block),
 * `stale` or `current`; remove: `removed` (block taken out), `deleted` (nothing else was
 * left, so the file went) or `absent` (no block to take out).
 */
export type FileStatus = 'created' | 'updated' | 'unchanged' | 'missing' | 'stale' | 'current' | 'removed' | 'deleted' | 'absent';

export interface FileOutcome {
  agent: Agent;
  /** Path inside the folder, `/`-separated. */
  path: string;
  status: FileStatus;
  /** Set when a symlink makes this the same file as an earlier one, which was handled instead. */
  sameAs?: string;
}

export interface AgentInstallResult {
  files: FileOutcome[];
  /** check: every file is current. Other modes: true. */
  current: boolean;
}

interface Plan {
  outcome: FileOutcome;
  file: ConfinedFile;
  /** The new text; undefined deletes the file; equal to the old text writes nothing. */
  next: string | undefined;
}

/** Runs one mode over the selected agent files; throws one Error listing every file it refuses. */
export async function agentInstall(options: AgentInstallOptions): Promise<AgentInstallResult> {
  const mode = options.mode ?? 'install';
  const root = await realFolder(options.dir);
  const plans: Plan[] = [];
  const problems: string[] = [];
  const seen = new Map<string, Plan>();
  for (const entry of agentFiles(options.agents ?? ['agents'])) {
    try {
      const file = await openInside(root, entry.path);
      const first = seen.get(file.real);
      if (first) {
        plans.push({ outcome: { ...first.outcome, agent: entry.agent, path: entry.path, sameAs: first.outcome.path }, file, next: file.text });
        continue;
      }
      const plan = planFile(mode, entry.agent, file, options.rules, entry.preamble);
      seen.set(file.real, plan);
      plans.push(plan);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  if (mode !== 'check') {
    for (const plan of plans) {
      if (plan.outcome.sameAs !== undefined || plan.next === plan.file.text) continue;
      if (plan.next === undefined) await deleteInside(root, plan.file);
      else await writeAtomic(root, plan.file, plan.next);
    }
  }
  return { files: plans.map((p) => p.outcome), current: plans.every((p) => p.outcome.status !== 'missing' && p.outcome.status !== 'stale') };
}

function planFile(mode: Mode, agent: Agent, file: ConfinedFile, rules: string, preamble: string | undefined): Plan {
  const outcome = (status: FileStatus): FileOutcome => ({ agent, path: file.shown, status });
  const old = file.text;
  if (mode === 'remove') {
    if (old === undefined) return { outcome: outcome('absent'), file, next: old };
    const next = removeBlock(file.shown, old, preamble);
    return { outcome: outcome(next === undefined ? 'deleted' : next === old ? 'absent' : 'removed'), file, next };
  }
  const next = installBlock(file.shown, old, rules, preamble);
  if (mode === 'check') {
    const status = old === undefined || !findBlock(file.shown, old) ? 'missing' : next === old ? 'current' : 'stale';
    return { outcome: outcome(status), file, next: old };
  }
  return { outcome: outcome(old === undefined ? 'created' : next === old ? 'unchanged' : 'updated'), file, next };
}
