// `folio diff OLD NEW [--format text|json]`: the changes between two contracts, classified
// (D45). Exit 1 when a breaking change comes without a higher major info.version, 2 when an
// input cannot be read. The work lives in lib/openapi-diff/, imported only when the command runs.
import { Argument, Option, type Command } from 'commander';

export function register(program: Command): void {
  program
    .command('diff')
    .description('Compare two OpenAPI contracts and classify each change as breaking, warning or info; fail on a breaking change without a new major version.')
    .addArgument(new Argument('<old>', 'the released contract: a file, or git:REF:PATH for PATH at a commit, branch or tag'))
    .addArgument(new Argument('<new>', 'the changed contract, named the same ways'))
    .addOption(new Option('--format <format>', 'print one line per change, or a JSON array of changes').choices(['text', 'json']).default('text'))
    .action(async (before: string, after: string, options: { format: 'text' | 'json' }) => {
      const { ContractInputError, diffContracts, formatJson, formatLines, readContract, verdict } = await import('../lib/openapi-diff/index.js');
      let diff;
      try {
        diff = diffContracts(readContract(before), readContract(after));
      } catch (error) {
        if (!(error instanceof ContractInputError)) throw error;
        process.stderr.write(`folio diff: ${error.message}\n`);
        process.exitCode = 2;
        return;
      }
      process.stdout.write(options.format === 'json' ? formatJson(diff.changes) : formatLines(diff.changes));
      process.stderr.write(`${verdict(diff)}\n`);
      process.exitCode = diff.blocked ? 1 : 0;
    });
}
