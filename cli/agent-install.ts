// `folio agent-install [DIR]`: writes folio's rules block into a repository's agent files
// (AGENTS.md, CLAUDE.md, Copilot, Cursor), checks it for CI, or removes it. The work lives
// in tools/agent-install/, imported only when the command runs.
import { Option, type Command } from 'commander';
import { normalizeBaseUrl } from '../sitegen/build-options.js';
import { AGENTS, agentFiles, parseAgents, type Agent } from '../tools/agent-install/agent-files.js';
import { invalidArgument } from './settings/options.js';

interface AgentInstallFlags {
  agents: Agent[];
  baseUrl?: string;
  check?: boolean;
  remove?: boolean;
}

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
    .action(async (dir: string, flags: AgentInstallFlags) => {
      const { agentInstall, loadRules } = await import('../tools/agent-install/index.js');
      const mode = flags.check ? 'check' : flags.remove ? 'remove' : 'install';
      const rules = mode === 'remove' ? '' : (await loadRules({ baseUrl: flags.baseUrl })).text;
      const result = await agentInstall({ dir, agents: flags.agents, rules, mode });
      for (const file of result.files) {
        process.stdout.write(`${file.path}: ${file.status}${file.sameAs === undefined ? '' : ` (same file as ${file.sameAs})`}\n`);
      }
      if (!result.current) {
        const behind = result.files.filter((f) => f.status === 'missing' || f.status === 'stale').map((f) => f.path);
        throw new Error(`folio rules are missing or stale in ${behind.join(', ')}; run folio agent-install without --check to update them.`);
      }
    });
}
