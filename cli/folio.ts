#!/usr/bin/env node
// The `folio` command line. Each subcommand lives in its own file and registers itself
// here; heavy modules are imported inside the actions so that start-up stays cheap.
//
// Fast path: `folio ask` is timed from a cold start (`folio bench`), and loading commander
// and every subcommand would cost more than answering. So `folio ask ...` goes to askFast in
// cli/ask.ts before anything else loads; it answers and exits, or returns when the arguments
// need the full command line below (`ask --help`, a bad option).
if (process.argv[2] === 'ask') await (await import('./ask.js')).askFast(process.argv.slice(3));
await commandLine();

async function commandLine(): Promise<void> {
  const { Command, CommanderError } = await import('commander');
  const { packageVersion } = await import('../server/package-root.js');
  const commands = await Promise.all([
    import('./serve.js'),
    import('./keys.js'),
    import('./mail.js'),
    import('./build.js'),
    import('./preview.js'),
    import('./agent-install.js'),
    import('./coverage.js'),
    import('./ask.js'),
    import('./bench.js'),
  ]);

  const program = new Command('folio')
    .description('Contract-first API toolkit: the invoicing service and its keys, the reference site, and the docs tools that read it.')
    .version(packageVersion(), '-v, --version')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  for (const { register } of commands) register(program);

  try {
    await program.parseAsync(process.argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has already printed its one-line message (or the help text).
      process.exitCode = error.exitCode;
    } else {
      process.stderr.write(`folio: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    }
  }
}
