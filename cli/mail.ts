// `folio mail deliver`: runs the e-mail delivery worker outside the server, for operators.
import type { Command } from 'commander';
import type { Environment } from '../server/config.js';
import { databaseLocation, databaseOption, environmentOption, poolSizeOption } from './options.js';

export function register(program: Command): void {
  const mail = program.command('mail').description('Deliver the e-mail waiting in the outbox.');

  mail
    .command('deliver')
    .description('Send the outbox e-mail that is due (over SMTP_URL, or into var/mail/ as .eml files); several workers may run at once.')
    .option('--once', 'send what is due now, print a summary and exit')
    .addOption(environmentOption())
    .addOption(databaseOption())
    .addOption(poolSizeOption())
    .action(async (flags: { once?: boolean; env: Environment; db?: string; poolSize?: number }) => {
      const { pino } = await import('pino');
      const { dataFolder, systemClock } = await import('../server/config.js');
      const { openStore } = await import('../server/store/open.js');
      const { mailFromEnvironment } = await import('../server/mail/configure.js');
      const { deliverDue, startDeliveryWorker } = await import('../server/mail/delivery.js');
      const { deliveryPollMs } = await import('../server/mail/settings.js');
      const databasePath = databaseLocation(flags.db, flags.env);
      const store = await openStore(databasePath, flags.env, { poolSize: flags.poolSize });
      const setup = mailFromEnvironment(dataFolder(databasePath));
      const context = { store, transport: setup.transport, clock: systemClock, logger: pino({ level: 'warn' }), settings: setup.settings };
      const close = async () => {
        setup.transport.close();
        await store.close();
      };
      if (flags.once) {
        try {
          const report = await deliverDue(context);
          process.stdout.write(`sent ${report.sent}, retrying ${report.retrying}, failed ${report.failed}, still queued ${await store.countPendingOutbox()}\n`);
        } finally {
          await close();
        }
        return;
      }
      process.stderr.write(`Delivering e-mail to ${setup.destination}; stop with Ctrl-C.\n`);
      const worker = startDeliveryWorker(context, deliveryPollMs);
      const stop = () => void worker.stop().then(close).then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
