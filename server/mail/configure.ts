// How a process delivers mail, from its checked settings (cli/settings/table.ts): an SMTP URL
// picks a real server, otherwise messages are written as .eml files into the mail folder of
// the data folder (var/mail/ by default).
import { join } from 'node:path';
import { defaultDeliverySettings, type DeliverySettings } from './settings.js';
import { folderTransport, smtpTransport, type MailTransport } from './transport.js';

/** The mail settings an operator can give; each left out takes its default. */
export interface MailOptions {
  /** An smtp:// or smtps:// URL; without it, mail becomes .eml files. */
  smtpUrl?: string;
  /** The sending address. */
  from?: string;
  /** Attempts before a message is marked failed. */
  maxAttempts?: number;
  /** How long a round holds the messages it claims. */
  leaseMs?: number;
}

export interface MailSetup {
  transport: MailTransport;
  settings: DeliverySettings;
  /** Where mail goes, for the start-up message. */
  destination: string;
}

export function mailSetup(dataFolder: string, options: MailOptions = {}): MailSetup {
  const settings: DeliverySettings = {
    ...defaultDeliverySettings,
    from: options.from ?? defaultDeliverySettings.from,
    maxAttempts: options.maxAttempts ?? defaultDeliverySettings.maxAttempts,
    leaseMs: options.leaseMs ?? defaultDeliverySettings.leaseMs,
  };
  if (options.smtpUrl) {
    return { transport: smtpTransport(options.smtpUrl), settings, destination: `SMTP ${new URL(options.smtpUrl).host}` };
  }
  const folder = join(dataFolder, 'mail');
  return { transport: folderTransport(folder), settings, destination: `${folder}/ (.eml files; set SMTP_URL to send for real)` };
}
