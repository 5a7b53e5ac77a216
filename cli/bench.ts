// `folio bench [--runs N] [--out FILE] [--package DIR]`: times the compiled `folio ask` from a
// cold start against a bare `node -e ''`, and counts what its answers cost in tokens (the run
// the site serves as /benchmarks.json). The work lives in agents/bench/, imported only here,
// with folio's own reference text (reference/) for the manual it builds when given no package.
import os from 'node:os';
import { Option, type Command } from 'commander';
import { parsePositiveCount } from './settings/parsers.js';
import { folioSettings } from './settings/options.js';

export function register(program: Command): void {
  program
    .command('bench')
    .description('Time folio ask from a cold start against a bare node start, and count the tokens of its answers.')
    .option('--runs <n>', 'the timed runs of folio ask and of a bare node start, each', parsePositiveCount, 40)
    .option('--out <file>', 'write the JSON run to this file instead of stdout')
    .addOption(new Option('--package <dir>', 'the built docs package to ask')
      .default(undefined, 'the working directory, built into a temporary folder'))
    .action(async (options: { runs: number; out?: string; package?: string }, command: Command) => {
      const load = os.loadavg()[0];
      const [{ benchRun, describeRun, formatRun, writeRun }, { folioReferenceSources }] = await Promise.all([import('../agents/bench/index.js'), import('../reference/index.js')]);
      const run = await benchRun({ runs: options.runs, packageDir: options.package, generated: folioReferenceSources(command.parent!, folioSettings) });
      if (options.out === undefined) process.stdout.write(formatRun(run));
      else await writeRun(options.out, run);
      process.stderr.write(describeRun(run, load));
    });
}
