// `folio agent-install [DIR]`: writes folio's rules block into a repository's agent files
// (AGENTS.md, CLAUDE.md, Copilot, Cursor), or with --mcp folio's MCP server entry into their
// MCP configuration files; checks it for CI, or removes it. The work lives in
// agents/agent-install/, imported only when the command runs.
import { Option, type Command } from 'commander';
import { normalizeBaseUrl } from '../sitegen/base-url.js';
import { AGENTS, agentFiles, parseAgents, type Agent } from '../agents/agent-install/agent-files.js';
import { invalidArgument, settingOption } from './settings/options.js';

interface AgentInstallFlags {
  agents: Agent[];
  baseUrl?: string;
  check?: boolean;
  remove?: boolean;
  mcp?: boolean;
  apiUrl: string;
}

/** The agents whose MCP configuration `--mcp` writes when --agents is not given (agents/agent-install/mcp-config.ts). */
const MCP_DEFAULT: Agent[] = ['claude', 'copilot', 'cursor'];

export function register(program: Command): void {
  program
    .command('agent-install')
    .description("Install folio's rules for coding agents into a repository's agent files, between <!-- BEGIN:folio-rules --> and <!-- END:folio-rules -->.")
    .argument('[dir]', 'the repository folder; nothing outside it is written', '.')
    .addOption(new Option('--agents <list>', `the agent files to write, comma-separated: ${agentFiles(AGENTS).map((file) => `${file.agent} for ${file.path}`).join(', ')}`)
      .argParser(invalidArgument(parseAgents)).default(['agents'], 'agents'))
    .addOption(new Option('--base-url <url>', 'the absolute URL the reference site is served from')
      .argParser(invalidArgument(normalizeBaseUrl))
      .default(undefined, 'the one dist/ai-rules.md was built with, else https://docs.folio.example'))
    .addOption(new Option('--check', 'write nothing; exit 1 when a file is missing the block or has a stale one').conflicts('remove'))
    .option('--remove', 'take the block out again; a file left with nothing else is deleted')
    .option('--mcp', `write folio's MCP server entry (folio mcp) into the agents' MCP configuration files instead: ${MCP_DEFAULT.join(', ')} when --agents is not given`)
    .addOption(settingOption('apiUrl'))
    .action(async function (this: Command, dir: string, flags: AgentInstallFlags) {
      const { agentInstall, loadRules } = await import('../agents/agent-install/index.js');
      const mode = flags.check ? 'check' : flags.remove ? 'remove' : 'install';
      const mcp = flags.mcp ? { apiUrl: flags.apiUrl } : undefined;
      const agents = mcp && this.getOptionValueSource('agents') === 'default' ? MCP_DEFAULT : flags.agents;
      const rules = mode === 'remove' || mcp ? '' : (await loadRules({ baseUrl: flags.baseUrl })).text;
      const result = await agentInstall({ dir, agents, rules, mode, mcp });
      for (const file of result.files) {
        process.stdout.write(`${file.path}: ${file.status}${file.sameAs === undefined ? '' : ` (same file as ${file.sameAs})`}\n`);
      }
      if (!result.current) {
        const behind = result.files.filter((f) => f.status === 'missing' || f.status === 'stale').map((f) => f.path);
        const what = mcp ? "folio's MCP server entry is" : 'folio rules are';
        throw new Error(`${what} missing or stale in ${behind.join(', ')}; run folio agent-install${mcp ? ' --mcp' : ''} without --check to update them.`);
      }
    });
}
