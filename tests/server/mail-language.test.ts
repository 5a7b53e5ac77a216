// The invoice e-mail in the customer's language (D39): subject and body in English, German or
// French, with the total and the due date formatted as the PDF formats them; English by default.
import type { DocumentLocale } from '../../server/domain/documents/index.js';
import { composeInvoiceEmail, type InvoiceEmail } from '../../server/mail/compose.js';
import { germanInvoice } from './pdf/billing-documents.js';

const document = {
  ...germanInvoice, number: 'INV-0042', currency: 'EUR' as const, total: 523_207, dueDate: '2026-12-20',
  buyer: { ...germanInvoice.buyer, name: 'Acme Handels AG' }, seller: { ...germanInvoice.seller, legalName: 'Nordlicht Software GmbH' },
};
const email: InvoiceEmail = {
  outbox: {
    id: 'msg_1', accountId: 'acc_1', invoiceId: 'inv_1', to: ['ap@acme.example'], cc: [], message: null, status: 'pending',
    attempts: 0, createdAt: '2026-11-20T10:00:00.000Z', nextAttemptAt: null, lastError: null, sentAt: null,
  },
  document: { ...document, locale: 'en' },
  pdf: Buffer.from('%PDF-'),
  from: 'invoices@folio.example',
};
const inLocale = (locale: DocumentLocale | undefined): InvoiceEmail => ({ ...email, document: { ...document, locale: locale ?? 'en' } });

test.each<[string, DocumentLocale | undefined, string, string[]]>([
  ['English by default', undefined, 'Invoice INV-0042 from Nordlicht Software GmbH: €5,232.07 due 20 December 2026',
    ['Dear Acme Handels AG,', 'Please find attached invoice INV-0042 from Nordlicht Software GmbH for €5,232.07, due on 20 December 2026.', 'Kind regards,\nNordlicht Software GmbH']],
  ['German', 'de', 'Rechnung INV-0042 von Nordlicht Software GmbH: 5.232,07 €, fällig am 20. Dezember 2026',
    ['Guten Tag Acme Handels AG,', 'anbei erhalten Sie die Rechnung INV-0042 von Nordlicht Software GmbH über 5.232,07 €, fällig am 20. Dezember 2026.', 'Mit freundlichen Grüßen\nNordlicht Software GmbH']],
  ['French', 'fr', 'Facture INV-0042 de Nordlicht Software GmbH : 5 232,07 €, à régler avant le 20 décembre 2026',
    ['Bonjour Acme Handels AG,', "Veuillez trouver ci-joint la facture INV-0042 de Nordlicht Software GmbH d'un montant de 5 232,07 €, à régler avant le 20 décembre 2026.", 'Cordialement,\nNordlicht Software GmbH']],
])('the e-mail is written in %s', (_name, locale, subject, paragraphs) => {
  const mail = composeInvoiceEmail(inLocale(locale));
  const spaced = (text: unknown) => String(text).replace(/[^\S\n]/g, ' ');
  expect(spaced(mail.subject)).toBe(subject);
  expect(spaced(mail.text)).toBe(`${paragraphs.join('\n\n')}\n`);
  expect(mail.attachments).toEqual([expect.objectContaining({ filename: 'INV-0042.pdf', contentType: 'application/pdf' })]);
});

test("the sender's message line comes after the greeting, is never translated, and the sentence after it starts with a capital", () => {
  const german = composeInvoiceEmail({ ...inLocale('de'), outbox: { ...email.outbox, message: 'Danke für Ihre Bestellung #42.' } });
  expect(String(german.text).split('\n\n').slice(0, 3)).toEqual([
    'Guten Tag Acme Handels AG,', 'Danke für Ihre Bestellung #42.',
    expect.stringMatching(/^Anbei erhalten Sie die Rechnung INV-0042 /),
  ]);
  expect(String(german.html)).toContain('<p>Guten Tag Acme Handels AG,</p>\n<p>Danke für Ihre Bestellung #42.</p>');
  const english = composeInvoiceEmail({ ...inLocale('en'), outbox: { ...email.outbox, message: 'Thanks for order #42.' } });
  expect(String(english.text).split('\n\n').slice(0, 3)).toEqual(['Dear Acme Handels AG,', 'Thanks for order #42.', expect.stringMatching(/^Please find attached /)]);
});

test("replies go to the seller's contact e-mail, under the seller's name; without one there is no Reply-To", () => {
  const contact = { name: 'Eva Lindqvist', email: 'billing@nordlicht.example', phone: null };
  const mail = composeInvoiceEmail({ ...email, document: { ...email.document, seller: { ...email.document.seller, contact } } });
  expect(mail.from).toEqual({ name: 'Nordlicht Software GmbH', address: 'invoices@folio.example' });
  expect(mail.replyTo).toEqual({ name: 'Nordlicht Software GmbH', address: 'billing@nordlicht.example' });
  const none = composeInvoiceEmail({ ...email, document: { ...email.document, seller: { ...email.document.seller, contact: { ...contact, email: null } } } });
  expect(none.replyTo).toBeUndefined();
});

test.each([
  ['xrechnung-cii', [['INV-0042.pdf', 'application/pdf', 'pdf'], ['INV-0042.xml', 'application/xml', 'xml']]],
  ['factur-x', [['INV-0042.pdf', 'application/pdf', 'factur-x']]],
] as const)('a %s customer gets each document once', (format, attached) => {
  const mail = composeInvoiceEmail({ ...email, pdf: Buffer.from('pdf'), eInvoice: { format, bytes: Buffer.from(format === 'factur-x' ? 'factur-x' : 'xml') } });
  expect(mail.attachments!.map((a) => [a.filename, a.contentType, String(a.content)])).toEqual(attached);
});
