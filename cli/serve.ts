// `folio serve`: runs the invoicing service for one environment.
import { Option, type Command } from 'commander';
import { defaultRateLimits, type Environment } from '../server/config.js';
import { databaseLocation, databaseOption, environmentOption, parseCount, parsePort, poolSizeOption } from './options.js';

interface ServeFlags {
  env: Environment;
  port: number;
  host: string;
  db?: string;
  demo?: boolean;
  validateResponses: boolean;
  rateLimit?: number;
  poolSize?: number;
  site?: string;
  sitePort: number;
}

export function register(program: Command): void {
  program
    .command('serve')
    .description('Serve the invoicing API for one environment.')
    .addOption(environmentOption())
    .addOption(new Option('--port <number>', 'the port to listen on').argParser(parsePort).default(8080))
    .option('--host <address>', 'the address to listen on', '127.0.0.1')
    .addOption(databaseOption())
    .addOption(poolSizeOption())
    .option('--demo', 'seed a demo account, customer and test key into the sandbox and print how to call it')
    .addOption(new Option('--rate-limit <number>', 'requests per second per key, counted in each process; 0 turns limiting off')
      .env('FOLIO_RATE_LIMIT').argParser(parseCount)
      // Applied by the service for the environment when the option is not given.
      .default(undefined, `${defaultRateLimits.production} in production and ${defaultRateLimits.sandbox} in the sandbox`))
    .option('--site <dir>', 'also serve a built reference site (folio build) from this folder, as folio preview does')
    .addOption(new Option('--site-port <number>', 'the port to serve the reference site on').argParser(parsePort).default(4000))
    .option('--no-validate-responses', 'do not check responses against the contract; they are checked unless NODE_ENV=production')
    .action(async (flags: ServeFlags) => {
      const { serve } = await import('../server/serve.js');
      const { describeDatabase } = await import('../server/store/open.js');
      if (flags.demo && flags.env !== 'sandbox') throw new Error('--demo seeds the sandbox only; drop --env production.');
      const databasePath = databaseLocation(flags.db, flags.env);
      const service = await serve({
        environment: flags.env,
        databasePath,
        port: flags.port,
        host: flags.host,
        validateResponses: flags.validateResponses && process.env.NODE_ENV !== 'production',
        rateLimit: flags.rateLimit,
        poolSize: flags.poolSize,
      });
      process.stderr.write(`folio ${flags.env} API listening on ${service.url} (database ${describeDatabase(databasePath)})\n`);
      process.stderr.write(`E-mail goes to ${service.mail}\n`);
      if (flags.demo) {
        const { ensureDemo } = await import('../server/demo.js');
        const { systemClock } = await import('../server/config.js');
        const demo = await ensureDemo(service.store, service.folder, systemClock);
        process.stderr.write([
          '',
          `  Base URL:  ${service.url}`,
          `  Test key:  ${demo.key}`,
          `  Customer:  ${demo.customerId}`,
          '',
          '  Try it:',
          `  curl -H "Authorization: Bearer ${demo.key}" ${service.url}/invoices`,
          '',
        ].join('\n') + '\n');
      }
      let site: import('node:http').Server | undefined;
      if (flags.site) {
        const { listenPreview } = await import('../sitegen/preview.js');
        const preview = await listenPreview({ dir: flags.site, port: flags.sitePort, host: flags.host });
        site = preview.server;
        process.stderr.write(`  Reference site:  ${preview.url}/ (from ${flags.site}/; for agents: ${preview.url}/llms.txt)\n\n`);
      }
      const stop = () => {
        site?.close();
        void service.close().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
