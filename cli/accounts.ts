// `folio accounts update NAME`: changes an account's settings that the API does not (D2, D33),
// on either engine. Today that is the prefix of its invoice numbers.
import type { Command } from 'commander';
import type { Environment } from '../server/config.js';
import { existingDatabase } from './database-flag.js';
import { settingOption } from './settings/options.js';

export function register(program: Command): void {
  const accounts = program.command('accounts').description("Change an account's settings.");

  accounts
    .command('update')
    .description("Set the prefix of an account's invoice numbers; the change applies to invoices sent afterwards.")
    .argument('<name>', 'the account, as named with keys create --account')
    .addOption(settingOption('invoicePrefix'))
    .addOption(settingOption('environment'))
    .addOption(settingOption('database'))
    .action(async (name: string, flags: { invoicePrefix: string; env: Environment; db?: string }) => {
      const { openStore } = await import('../server/store/open.js');
      const store = await openStore(existingDatabase(flags.db, flags.env), flags.env, { poolSize: 1 });
      try {
        // A missing account is a fact of the database, not a usage error: exit status 1, as keys revoke does for a missing key.
        const account = await store.setInvoicePrefix(name, flags.invoicePrefix);
        if (!account) throw new Error(`No account named ${name} exists in this ${flags.env} database; keys create --account makes one.`);
        process.stdout.write(`Invoices of account ${name} sent from now on are numbered ${account.invoicePrefix}-, continuing its sequence.
`);
      } finally {
        await store.close();
      }
    });
}
