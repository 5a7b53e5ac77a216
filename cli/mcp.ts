// `folio mcp`: runs folio's Model Context Protocol server on standard input and output (D47):
// the manual, the operation digests and the invoicing API as tools for a coding agent
// (agents/mcp/). The server is imported only when the command runs.
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { addSettings, settingFromEnvironment } from './settings/options.js';

interface McpFlags {
  package: string;
  contract?: string;
  apiUrl: string;
  allowLive?: boolean;
}

export function register(program: Command): void {
  const command = program
    .command('mcp')
    .description('Serve the manual, the operation digests and the invoicing API to a coding agent over the Model Context Protocol, on standard input and output. The API tools send the key in FOLIO_API_KEY.');
  addSettings(command, ['docsPackage', 'contract', 'apiUrl', 'allowLive'])
    .action(async (flags: McpFlags) => {
      const apiKey = settingFromEnvironment<string>('apiKey');
      const [{ loadContract, readSavedToolList, SAVED_TOOLS_FILE, CONTRACT_YAML, serveStdio }, { packageRoot, packageVersion }] = await Promise.all([
        import('../agents/mcp/index.js'), import('../server/package-root.js'),
      ]);
      const packageDir = fileURLToPath(packageRoot());
      // folio's own contract: the tool list `npm run compile` saved answers tools/list, and the
      // contract is read at the first call that needs it (R191). A given contract is read now,
      // so that a file that cannot be read stops the command.
      const own = ownToolListFiles({ SAVED_TOOLS_FILE, CONTRACT_YAML }, packageRoot());
      const savedTools = flags.contract === undefined ? readSavedToolList(own.saved, own.yaml) : undefined;
      const read = savedTools ? undefined : await loadContract(flags.contract, packageDir);
      await serveStdio({
        contract: async () => read ?? loadContract(undefined, packageDir),
        savedTools,
        docsPackage: flags.package,
        target: { baseUrl: flags.apiUrl, apiKey, allowLive: flags.allowLive === true },
        version: packageVersion(),
      });
    });
}

/**
 * Where `npm run compile` saves the tool list of folio's own contract, beside this compiled module
 * (and the bundles), and the contract's YAML in the package at `root`: the names come from
 * agents/mcp/, which is imported only when a command needs it.
 */
export function ownToolListFiles(names: { SAVED_TOOLS_FILE: string; CONTRACT_YAML: string }, root: URL): { saved: string; yaml: string } {
  return { saved: fileURLToPath(new URL(names.SAVED_TOOLS_FILE, import.meta.url)), yaml: fileURLToPath(new URL(names.CONTRACT_YAML, root)) };
}
