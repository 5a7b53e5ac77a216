// `folio mail deliver`: runs the e-mail delivery worker outside the server, for operators.
import type { Command } from 'commander';
import type { Environment } from '../server/config.js';
import { existingDatabase } from './flags/database-flag.js';
import { addSettings } from './settings/options.js';
import { mailSettings } from './settings/table.js';

interface DeliverFlags {
  once?: boolean;
  env: Environment;
  db?: string;
  poolSize: number;
  smtpUrl?: string;
  mailFrom: string;
  mailMaxAttempts: number;
  mailPollMs: number;
  mailLeaseMs: number;
}

export function register(program: Command): void {
  const mail = program.command('mail').description('Deliver the e-mail waiting in the outbox.');

  const deliver = mail
    .command('deliver')
    .description('Send the outbox e-mail that is due (over SMTP_URL, or into var/mail/ as .eml files); several workers may run at once.')
    .option('--once', 'send what is due now, print a summary and exit');
  addSettings(deliver, ['environment', 'database', 'poolSize', ...mailSettings])
    .action(async (flags: DeliverFlags) => {
      const databasePath = existingDatabase(flags.db, flags.env);
      const { pino } = await import('pino');
      const { dataFolder, systemClock } = await import('../server/config.js');
      const { openStore } = await import('../server/store/open.js');
      const { mailSetup } = await import('../server/mail/configure.js');
      const { deliverDue, startDeliveryWorker } = await import('../server/mail/delivery.js');
      const { createDocumentRenderer } = await import('../server/documents/document-renderer.js');
      const store = await openStore(databasePath, flags.env, { poolSize: flags.poolSize });
      const setup = mailSetup(dataFolder(databasePath), { smtpUrl: flags.smtpUrl, from: flags.mailFrom, maxAttempts: flags.mailMaxAttempts, leaseMs: flags.mailLeaseMs });
      const documents = createDocumentRenderer();
      const context = { store, transport: setup.transport, clock: systemClock, logger: pino({ level: 'warn' }), settings: setup.settings, documents };
      const close = async () => {
        await documents.close();
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
      const worker = startDeliveryWorker(context, flags.mailPollMs);
      const stop = () => void worker.stop().then(close).then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
