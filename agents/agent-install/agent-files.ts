// The agent files folio can install its rules into, one per coding agent, and the parser
// of the `--agents` list.

export const AGENTS = ['agents', 'claude', 'copilot', 'cursor'] as const;
export type Agent = (typeof AGENTS)[number];

export interface AgentFile {
  agent: Agent;
  /** `/`-separated path inside the target folder. */
  path: string;
  /** Text that a new file starts with, before the block (Cursor's front matter). */
  preamble?: string;
}

/** Cursor reads `.mdc` rules with YAML front matter; `alwaysApply: true` loads them in every chat. */
export const CURSOR_FRONT_MATTER = [
  '---',
  `description: ${JSON.stringify('folio invoicing API: where to look things up, and the rules to follow when writing code against it')}`,
  'alwaysApply: true',
  '---',
  '',
].join('\n');

const FILES: Record<Agent, AgentFile> = {
  agents: { agent: 'agents', path: 'AGENTS.md' },
  claude: { agent: 'claude', path: 'CLAUDE.md' },
  copilot: { agent: 'copilot', path: '.github/copilot-instructions.md' },
  cursor: { agent: 'cursor', path: '.cursor/rules/folio.mdc', preamble: CURSOR_FRONT_MATTER },
};

/** The file of each agent, in the order of AGENTS, each once. */
export function agentFiles(agents: readonly Agent[]): AgentFile[] {
  return AGENTS.filter((agent) => agents.includes(agent)).map((agent) => FILES[agent]);
}

/** Parses `agents,claude`; throws a one-line Error naming an unknown agent. */
export function parseAgents(value: string): Agent[] {
  const names = value.split(',').map((name) => name.trim().toLowerCase()).filter((name) => name !== '');
  if (names.length === 0) throw new Error(`give one or more of ${AGENTS.join(', ')}, separated by commas.`);
  for (const name of names) {
    if (!(AGENTS as readonly string[]).includes(name)) throw new Error(`unknown agent ${JSON.stringify(name)}: expected ${AGENTS.join(', ')}.`);
  }
  return AGENTS.filter((agent) => names.includes(agent));
}
