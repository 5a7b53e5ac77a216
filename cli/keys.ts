// `folio keys`: creates and revokes API keys, which are never made over the API (D2).
// Works on either engine: --db (or DATABASE_URL) is a SQLite file or a postgres:// URL.
import type { Command } from 'commander';
import type { Environment } from '../server/config.js';
import { existingDatabase, lastingDatabase } from './flags/database-flag.js';
import { settingOption } from './settings/options.js';

async function openKeyStore(environment: Environment, location: string) {
  const { openStore } = await import('../server/store/open.js');
  return openStore(location, environment, { poolSize: 1 });
}

export function register(program: Command): void {
  const keys = program.command('keys').description('Create and revoke API keys.');

  keys
    .command('create')
    .description('Create a key for an account (creating the account if needed) and print the key alone on stdout.')
    .addOption(settingOption('account'))
    .addOption(settingOption('environment'))
    .addOption(settingOption('database'))
    .addOption(settingOption('expiresAt'))
    .action(async (flags: { account: string; env: Environment; db?: string; expiresAt?: Date }) => {
      const { issueApiKey } = await import('../server/auth/issue-key.js');
      const store = await openKeyStore(flags.env, lastingDatabase(flags.db, flags.env));
      try {
        const { key } = await issueApiKey(store, { account: flags.account, environment: flags.env, at: new Date(), expiresAt: flags.expiresAt });
        process.stdout.write(`${key}\n`);
      } finally {
        await store.close();
      }
    });

  keys
    .command('revoke')
    .description('Revoke a key: running servers answer 401 to it within half a second.')
    .argument('<key>', 'the key to revoke')
    .addOption(settingOption('database'))
    .action(async (key: string, flags: { db?: string }) => {
      const { hashApiKey, keyEnvironment, keyLabel } = await import('../server/auth/api-keys.js');
      const { revokeApiKey } = await import('../server/services/api-keys/revoke.js');
      const environment = keyEnvironment(key);
      if (!environment) throw new Error('That is not a folio key: keys start with sk_test_ or sk_live_.');
      const store = await openKeyStore(environment, existingDatabase(flags.db, environment));
      try {
        const revocation = await store.transact((tx) => revokeApiKey(tx, { hash: hashApiKey(key), at: new Date().toISOString() }));
        if (revocation.kind === 'not_found') {
          throw new Error(`No key ${keyLabel(key)} exists in this ${environment} database.`);
        }
        process.stdout.write(`Revoked ${keyLabel(key)}.\n`);
      } finally {
        await store.close();
      }
    });
}
