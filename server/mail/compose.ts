// The e-mail that carries an invoice (D12): the sender's message line above a short text
// and HTML body in the customer's language (D39, the words of domain/document-labels.ts, the
// total and due date formatted as the PDF formats them), the PDF attached, and a Message-ID and
// Date fixed per outbox row so that a repeated delivery is recognisable as the same message.
import escapeHtml from 'escape-html';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { invoiceName } from '../domain/invoice-numbers.js';
import type { DocumentLocale } from '../domain/billing-document.js';
import { documentFormat } from '../domain/document-format.js';
import { labelsFor } from '../domain/document-labels.js';
import type { OutboxRecord } from '../store/store.js';
import type { CustomerRecord, InvoiceRecord } from '../domain/records.js';

export interface InvoiceEmail {
  outbox: OutboxRecord;
  invoice: InvoiceRecord;
  customer: CustomerRecord;
  seller: string;
  pdf: Buffer;
  /** The sending address, e.g. invoices@folio.example; the display name is the seller's. */
  from: string;
  /** The customer's language; English when not given. */
  locale?: DocumentLocale;
}

export function composeInvoiceEmail({ outbox, invoice, customer, seller, pdf, from, locale = 'en' }: InvoiceEmail): Mail.Options {
  const { mail } = labelsFor(locale);
  const format = documentFormat(locale, invoice.currency);
  const total = format.money(invoice.total);
  const due = format.date(invoice.dueDate);
  const name = invoiceName(invoice);
  const paragraphs = [
    ...(outbox.message ? [outbox.message] : []),
    mail.greeting(customer.name),
    mail.body(name, seller, total, due),
    `${mail.closing}\n${seller}`,
  ];
  return {
    messageId: `<${outbox.id}@${from.split('@')[1] ?? 'folio.example'}>`,
    date: new Date(outbox.createdAt),
    from: { name: seller, address: from },
    to: outbox.to,
    cc: outbox.cc.length > 0 ? outbox.cc : undefined,
    subject: mail.subject(name, seller, total, due),
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
    attachments: [{ filename: `${name}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}
