// `folio serve`: runs the invoicing service for one environment, and a built reference site
// beside it with --site. Every setting is checked when the command line is read; the API and
// the site both listen before anything is announced, and a failure of either closes both and
// ends the process with a non-zero status. SIGINT and SIGTERM close everything and exit 0 (R11).
import type { Command } from 'commander';
import type { Environment } from '../server/config.js';
import { describeDatabase, isPostgresUrl } from '../server/store/database-location.js';
import { databaseLocation } from './flags/database-flag.js';
import { explainPortInUse } from './flags/port-in-use.js';
import type { SandboxLink } from '../sitegen/preview.js';
import { demoLines, siteLines } from './serve-banner.js';
import { addSettings, SettingError, settingFromEnvironment } from './settings/options.js';
import { mailSettings, webhookSettings } from './settings/table.js';

interface ServeFlags {
  env: Environment;
  port: number;
  host: string;
  db?: string;
  poolSize: number;
  demo?: boolean;
  validateResponses: boolean;
  rateLimit?: number;
  publicUrl?: string;
  region?: string;
  outboxBacklogLimit: number;
  smtpUrl?: string;
  mailFrom: string;
  mailMaxAttempts: number;
  mailPollMs: number;
  mailLeaseMs: number;
  webhookPollMs: number;
  webhookBacklogLimit: number;
  webhookLeaseMs: number;
  site?: string;
  sitePort: number;
}

export function register(program: Command): void {
  addSettings(program.command('serve').description('Serve the invoicing API for one environment.'), [
    'environment', 'port', 'host', 'database', 'poolSize', 'demo', 'rateLimit', 'publicUrl', 'region', 'outboxBacklogLimit',
    ...mailSettings, ...webhookSettings, 'site', 'sitePort', 'validateResponses',
  ])
    .action(async (flags: ServeFlags) => {
      if (flags.demo && flags.env !== 'sandbox') throw new SettingError("error: option '--demo' seeds the sandbox only; drop --env production.");
      const secret = settingFromEnvironment<string>('secret');
      const databasePath = databaseLocation(flags.db, flags.env);
      if (isPostgresUrl(databasePath) && secret === undefined) {
        // Processes sharing a database must sign cursors and links alike, so none may make its own secret.
        throw new SettingError("error: env 'FOLIO_SECRET' is required on PostgreSQL: set the same secret of at least 32 bytes in every process that shares the database.");
      }
      const closers: Array<() => Promise<unknown>> = [];
      const closeAll = () => Promise.allSettled([...closers].reverse().map((close) => close()));
      const stop = () => void closeAll().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      try {
        // The site listens first: the sandbox answers its origin with CORS (R103), and the
        // site tells its Try it panels where the sandbox is once it listens.
        let beside: SandboxLink | undefined;
        let site: { url: string } | undefined;
        if (flags.site) {
          const { listenPreview } = await import('../sitegen/preview.js');
          const preview = await listenPreview({ dir: flags.site, port: flags.sitePort, host: flags.host, sandbox: () => (flags.env === 'sandbox' ? beside : undefined) })
            .catch(explainPortInUse('sitePort'));
          // A browser keeps its connections to the site open; without closing them the stop would wait for it.
          closers.push(() => new Promise((resolve) => { preview.server.close(resolve); preview.server.closeAllConnections(); }));
          site = preview;
        }
        const { serve } = await import('../server/serve.js');
        const service = await serve({
          environment: flags.env,
          databasePath,
          port: flags.port,
          host: flags.host,
          validateResponses: flags.validateResponses && process.env.NODE_ENV !== 'production',
          rateLimit: flags.rateLimit,
          poolSize: flags.poolSize,
          secret,
          publicUrl: flags.publicUrl,
          region: flags.region,
          outboxBacklogLimit: flags.outboxBacklogLimit,
          mailPollMs: flags.mailPollMs,
          mail: { smtpUrl: flags.smtpUrl, from: flags.mailFrom, maxAttempts: flags.mailMaxAttempts, leaseMs: flags.mailLeaseMs },
          webhooks: { pollMs: flags.webhookPollMs, backlogLimit: flags.webhookBacklogLimit, leaseMs: flags.webhookLeaseMs },
          corsOrigins: site && flags.env === 'sandbox' ? originsOf(site.url) : undefined,
        }).catch(explainPortInUse('port'));
        closers.push(() => service.close());
        beside = { baseUrl: service.url };
        const lines = [`folio ${flags.env} API listening on ${service.url} (database ${describeDatabase(databasePath)})`, `E-mail goes to ${service.mail}`];
        if (flags.demo) {
          const { ensureDemo } = await import('../server/demo.js');
          const { systemClock } = await import('../server/config.js');
          const demo = await ensureDemo(service.store, service.folder, systemClock);
          lines.push(...demoLines({ url: service.url, key: demo.key, customerId: demo.customerId }));
          // The Try it panels name the demo customer, so that a first createInvoice is accepted.
          beside = { baseUrl: service.url, values: { customer_id: demo.customerId } };
        }
        if (site) lines.push(...siteLines({ dir: flags.site!, url: site.url }));
        process.stderr.write(lines.join('\n') + '\n');
      } catch (error) {
        await closeAll();
        throw error;
      }
    });
}

/** The origins a browser may give the site at `url`: itself, and on a loopback address its other spellings. */
function originsOf(url: string): string[] {
  const { hostname, port } = new URL(url);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'];
  return loopback.includes(hostname) ? loopback.map((host) => `http://${host}:${port}`) : [new URL(url).origin];
}
