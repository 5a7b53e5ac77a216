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
      const [{ loadContract, serveStdio }, { packageRoot, packageVersion }] = await Promise.all([
        import('../agents/mcp/index.js'), import('../server/package-root.js'),
      ]);
      const contract = await loadContract(flags.contract, fileURLToPath(packageRoot()));
      await serveStdio({
        contract,
        docsPackage: flags.package,
        target: { baseUrl: flags.apiUrl, apiKey, allowLive: flags.allowLive === true },
        version: packageVersion(),
      });
    });
}
