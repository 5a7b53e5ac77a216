// `folio webhooks deliver`: runs the webhook delivery worker outside the server (D32), for
// operators; several may run at once on PostgreSQL.
import type { Command } from 'commander';
import type { Environment } from '../server/config.js';
import { existingDatabase } from './flags/database-flag.js';
import { isPostgresUrl } from '../server/store/database-location.js';
import { addSettings, SettingError, settingFromEnvironment } from './settings/options.js';
import { webhookSettings } from './settings/table.js';

interface DeliverFlags {
  once?: boolean;
  env: Environment;
  db?: string;
  poolSize: number;
  publicUrl?: string;
  webhookPollMs: number;
  webhookBacklogLimit: number;
  webhookLeaseMs: number;
}

export function register(program: Command): void {
  const webhooks = program.command('webhooks').description('Deliver the events waiting for webhook endpoints.');

  const deliver = webhooks
    .command('deliver')
    .description('POST the webhook calls that are due, signed with Standard Webhooks; several workers may run at once.')
    .option('--once', 'make the calls that are due now, print a summary and exit');
  addSettings(deliver, ['environment', 'database', 'poolSize', 'publicUrl', ...webhookSettings])
    .action(async (flags: DeliverFlags) => {
      const databasePath = existingDatabase(flags.db, flags.env);
      const secret = settingFromEnvironment<string>('secret');
      if (isPostgresUrl(databasePath) && secret === undefined) {
        // The endpoints' signing secrets are sealed with the service secret that folio serve uses.
        throw new SettingError("error: env 'FOLIO_SECRET' is required on PostgreSQL: set the secret that the folio serve processes sharing the database use.");
      }
      const { pino } = await import('pino');
      const { dataFolder, systemClock } = await import('../server/config.js');
      const { loadSecret } = await import('../server/secret.js');
      const { openStore } = await import('../server/store/open.js');
      const { webhookContext } = await import('../server/webhooks/configure.js');
      const { deliverDueWebhooks, startWebhookWorker } = await import('../server/webhooks/delivery-worker.js');
      const { webhookSettingsWith } = await import('../server/webhooks/settings.js');
      const settings = webhookSettingsWith({ pollMs: flags.webhookPollMs, backlogLimit: flags.webhookBacklogLimit, leaseMs: flags.webhookLeaseMs });
      const store = await openStore(databasePath, flags.env, { poolSize: flags.poolSize });
      // pdf_url links in the events point where the API is served, as for folio serve.
      const publicUrl = flags.publicUrl ?? 'http://127.0.0.1:8080/v2';
      const config = { environment: flags.env, secret: secret ?? loadSecret(dataFolder(databasePath)), publicUrl };
      const context = webhookContext({ store, clock: systemClock, logger: pino({ level: 'warn' }), config, settings });
      if (flags.once) {
        try {
          const report = await deliverDueWebhooks(context);
          process.stdout.write(`delivered ${report.delivered}, retrying ${report.retrying}, failed ${report.failed}, still pending ${await store.countPendingDeliveries()}\n`);
        } finally {
          await store.close();
        }
        return;
      }
      process.stderr.write('Delivering webhooks; stop with Ctrl-C.\n');
      const worker = startWebhookWorker(context);
      const stop = () => void worker.stop().then(() => store.close()).then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
