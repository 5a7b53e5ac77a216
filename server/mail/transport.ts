// Where e-mail goes (D12): a real SMTP server when SMTP_URL is set, otherwise a folder of
// .eml files (var/mail/) that a newcomer can open. Both take nodemailer messages.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

export interface MailTransport {
  /** Resolves once the message was accepted; rejects when it was not. */
  send(message: Mail.Options): Promise<void>;
  close(): void;
}

export function smtpTransport(url: string): MailTransport {
  // A send is bounded well within a round's lease (R144): nodemailer's own defaults let an idle
  // socket hold a round for ten minutes.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as SMTPTransport.Options);
  return {
    send: async (message) => {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/** Writes each message to `<folder>/<message id>.eml`; a repeat overwrites the same file. */
export function folderTransport(folder: string): MailTransport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail(message);
      mkdirSync(folder, { recursive: true });
      const name = String(message.messageId ?? info.messageId).replace(/[<>]/g, '').replace(/[^\w.@-]/g, '_');
      const file = join(folder, `${name}.eml`);
      writeFileSync(`${file}.tmp`, info.message as Buffer);
      renameSync(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}
