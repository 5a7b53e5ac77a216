// `folio coverage [PACKAGE ...] [--out FILE]`: how much of installed packages' exported
// names their own documentation mentions (the run the site serves as /coverage.json).
// The work lives in agents/coverage/, imported only when the command runs.
import { Argument, type Command } from 'commander';

export function register(program: Command): void {
  program
    .command('coverage')
    .description('Measure how many exported names of installed packages their own Markdown documentation mentions.')
    .addArgument(new Argument('[packages...]', 'the packages to measure: a name, a name/subpath of its exports map, or a ./folder')
      .default([], '@folio/client and the libraries folio builds on'))
    .option('--out <file>', 'write the JSON run to this file instead of stdout')
    .action(async (packages: string[], options: { out?: string }) => {
      const { DEFAULT_TARGETS, coverageRun, formatRun, writeRun } = await import('../agents/coverage/index.js');
      const run = await coverageRun(packages.length > 0 ? packages : DEFAULT_TARGETS);
      if (options.out === undefined) process.stdout.write(formatRun(run));
      else await writeRun(options.out, run);
    });
}
