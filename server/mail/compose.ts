// The e-mail that carries an invoice (D12): the sender's message line above a short text
// and HTML body, the PDF attached, and a Message-ID and Date fixed per outbox row so that
// a repeated delivery is recognisable as the same message.
import escapeHtml from 'escape-html';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { invoiceName } from '../domain/invoice-numbers.js';
import { formatMoney } from '../domain/money.js';
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
}

export function composeInvoiceEmail({ outbox, invoice, customer, seller, pdf, from }: InvoiceEmail): Mail.Options {
  const total = formatMoney(invoice.total, invoice.currency);
  const name = invoiceName(invoice);
  const paragraphs = [
    ...(outbox.message ? [outbox.message] : []),
    `Dear ${customer.name},`,
    `please find attached invoice ${name} from ${seller} for ${total}, due on ${invoice.dueDate}.`,
    `Kind regards,\n${seller}`,
  ];
  return {
    messageId: `<${outbox.id}@${from.split('@')[1] ?? 'folio.example'}>`,
    date: new Date(outbox.createdAt),
    from: { name: seller, address: from },
    to: outbox.to,
    cc: outbox.cc.length > 0 ? outbox.cc : undefined,
    subject: `Invoice ${name} from ${seller}: ${total} due ${invoice.dueDate}`,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
    attachments: [{ filename: `${name}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}
