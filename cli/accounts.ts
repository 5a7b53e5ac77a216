// `folio accounts update NAME`: changes an account's settings that the API does not (D2, D33,
// D35), on either engine: the prefix of its invoice numbers and its seller profile.
import type { Command } from 'commander';
import type { Environment } from '../server/config.js';
import { existingDatabase } from './flags/database-flag.js';
import { SettingError, settingOption } from './settings/options.js';

export function register(program: Command): void {
  const accounts = program.command('accounts').description("Change an account's settings.");

  accounts
    .command('update')
    .description("Set the prefix of an account's invoice numbers or its seller profile; the change applies to invoices sent afterwards.")
    .argument('<name>', 'the account, as named with keys create --account')
    .addOption(settingOption('invoicePrefix'))
    .addOption(settingOption('seller'))
    .addOption(settingOption('environment'))
    .addOption(settingOption('database'))
    .action(async (name: string, flags: { invoicePrefix?: string; seller?: string; env: Environment; db?: string }) => {
      if (flags.invoicePrefix === undefined && flags.seller === undefined) throw new SettingError('error: give --invoice-prefix, --seller or both.');
      // The file is checked before the database is opened: a bad file changes nothing.
      const seller = flags.seller === undefined ? undefined : (await import('./flags/seller-file.js')).readSellerFile(flags.seller);
      const { openStore } = await import('../server/store/open.js');
      const store = await openStore(existingDatabase(flags.db, flags.env), flags.env, { poolSize: 1 });
      try {
        // A missing account is a fact of the database, not a usage error: exit status 1, as keys revoke does for a missing key.
        const missing = () => new Error(`No account named ${name} exists in this ${flags.env} database; keys create --account makes one.`);
        if (flags.invoicePrefix !== undefined) {
          const account = await store.setInvoicePrefix(name, flags.invoicePrefix);
          if (!account) throw missing();
          process.stdout.write(`Invoices of account ${name} sent from now on are numbered ${account.invoicePrefix}-, continuing its sequence.\n`);
        }
        if (seller !== undefined) {
          if (!(await store.setSellerProfile(name, seller))) throw missing();
          process.stdout.write(`Invoices of account ${name} sent from now on name ${seller.legal_name} as the seller.\n`);
        }
      } finally {
        await store.close();
      }
    });
}
