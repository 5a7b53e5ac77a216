// Shared pieces of the agent-install suites: the four agent files, a fixed rules text, and
// temporary folders.
import { mkdtemp, realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Agent } from '../../../agents/agent-install/index.js';

/** Each agent with the file it writes. */
export const AGENT_FILES: Array<[Agent, string]> = [
  ['agents', 'AGENTS.md'],
  ['claude', 'CLAUDE.md'],
  ['copilot', '.github/copilot-instructions.md'],
  ['cursor', '.cursor/rules/folio.mdc'],
];

export const RULES = 'Look things up at `https://docs.example/llms.txt`.\n\n1. Never send `total`.\n2. Amounts are integers.\n';
export const NEWER_RULES = 'Look things up at `https://docs.example/llms.txt`.\n\n1. Never send `total`.\n2. Amounts are integers.\n3. Send an Idempotency-Key.\n';

/** The block for RULES with the given line break, without a final one. */
export function block(eol = '\n', rules = RULES): string {
  return ['<!-- BEGIN:folio-rules -->', ...rules.trimEnd().split('\n'), '<!-- END:folio-rules -->'].join(eol);
}

export async function tempDir(prefix = 'folio-agent-install-'): Promise<string> {
  return realpath(await mkdtemp(path.join(os.tmpdir(), prefix)));
}
