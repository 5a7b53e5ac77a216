// `folio agent-install`: puts folio's rules block into a repository's agent files (or, with
// `mcp`, folio's MCP server entry into their MCP configuration files), checks that it is
// current, or takes it out again. Every file is read and planned before the first write,
// so a problem in one file leaves all of them untouched.
import type { Agent } from './agent-files.js';
import { agentFiles } from './agent-files.js';
import { installBlock, removeBlock } from './block-edits.js';
import type { ConfinedFile } from './inside-folder.js';
import { deleteInside, openInside, realFolder, writeAtomic } from './inside-folder.js';
import { findBlock } from './markers.js';
import type { Launcher } from './mcp-config.js';
import { hasEntry, installEntry, mcpFiles, removeEntry, serverEntry } from './mcp-config.js';

export type Mode = 'install' | 'check' | 'remove';

export interface AgentInstallOptions {
  /** The repository folder; nothing outside it is read or written. */
  dir: string;
  /** Default: `['agents']` (AGENTS.md). */
  agents?: readonly Agent[];
  /** The rules Markdown (see loadRules); unused with `mcp`. */
  rules: string;
  /** Default: `install`. */
  mode?: Mode;
  /**
   * Edit the agents' MCP configuration files instead: folio's server entry, calling the API at
   * `apiUrl`, started by `launcher` (default: this folio, by absolute paths; folioLauncher).
   */
  mcp?: { apiUrl: string; launcher?: Launcher };
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

/** How one kind of file changes: the text with folio's part in it, without it, and whether it has it. */
interface Edits {
  install(shown: string, text: string | undefined): string;
  remove(shown: string, text: string): string | undefined;
  has(shown: string, text: string): boolean;
}

interface Target {
  agent: Agent;
  path: string;
  edits: Edits;
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
  for (const entry of targets(options)) {
    try {
      const file = await openInside(root, entry.path);
      const first = seen.get(file.real);
      if (first) {
        plans.push({ outcome: { ...first.outcome, agent: entry.agent, path: entry.path, sameAs: first.outcome.path }, file, next: file.text });
        continue;
      }
      const plan = planFile(mode, entry.agent, file, entry.edits);
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

/** The files to edit: the agents' rules files, or their MCP configuration files. */
function targets(options: AgentInstallOptions): Target[] {
  const agents = options.agents ?? ['agents'];
  const { mcp } = options;
  if (mcp) {
    return mcpFiles(agents).map((file) => {
      const entry = serverEntry(file, mcp.apiUrl, mcp.launcher);
      return {
        agent: file.agent,
        path: file.path,
        edits: {
          install: (shown, text) => installEntry(shown, text, file.list, entry),
          remove: (shown, text) => removeEntry(shown, text, file.list),
          has: (shown, text) => hasEntry(shown, text, file.list),
        },
      };
    });
  }
  return agentFiles(agents).map((file) => ({
    agent: file.agent,
    path: file.path,
    edits: {
      install: (shown, text) => installBlock(shown, text, options.rules, file.preamble),
      remove: (shown, text) => removeBlock(shown, text, file.preamble),
      has: (shown, text) => findBlock(shown, text) !== undefined,
    },
  }));
}

function planFile(mode: Mode, agent: Agent, file: ConfinedFile, edits: Edits): Plan {
  const outcome = (status: FileStatus): FileOutcome => ({ agent, path: file.shown, status });
  const old = file.text;
  if (mode === 'remove') {
    if (old === undefined) return { outcome: outcome('absent'), file, next: old };
    const next = edits.remove(file.shown, old);
    return { outcome: outcome(next === undefined ? 'deleted' : next === old ? 'absent' : 'removed'), file, next };
  }
  const next = edits.install(file.shown, old);
  if (mode === 'check') {
    const status = old === undefined || !edits.has(file.shown, old) ? 'missing' : next === old ? 'current' : 'stale';
    return { outcome: outcome(status), file, next: old };
  }
  return { outcome: outcome(old === undefined ? 'created' : next === old ? 'unchanged' : 'updated'), file, next };
}
