// Mail settings from the environment: SMTP_URL picks a real server, otherwise messages are
// written as .eml files into the mail folder of the data folder (var/mail/ by default).
import { join } from 'node:path';
import { defaultDeliverySettings, type DeliverySettings } from './settings.js';
import { folderTransport, smtpTransport, type MailTransport } from './transport.js';

export interface MailSetup {
  transport: MailTransport;
  settings: DeliverySettings;
  /** Where mail goes, for the start-up message. */
  destination: string;
}

export function mailFromEnvironment(dataFolder: string, env: NodeJS.ProcessEnv = process.env): MailSetup {
  const settings: DeliverySettings = {
    ...defaultDeliverySettings,
    from: env.FOLIO_MAIL_FROM || defaultDeliverySettings.from,
    maxAttempts: Number(env.FOLIO_MAIL_MAX_ATTEMPTS || defaultDeliverySettings.maxAttempts),
  };
  if (env.SMTP_URL) {
    return { transport: smtpTransport(env.SMTP_URL), settings, destination: `SMTP ${new URL(env.SMTP_URL).host}` };
  }
  const folder = join(dataFolder, 'mail');
  return { transport: folderTransport(folder), settings, destination: `${folder}/ (.eml files; set SMTP_URL to send for real)` };
}
