// Signed PDF links (D13, D34): HMAC-SHA256 over the kind of document, its id and an expiry one
// hour ahead. A link needs no bearer key; an expired or altered link, another document's, or one
// of the other kind (a credit note's signature on an invoice's path) does not verify.
import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../config.js';

export const pdfLinkLifetimeSeconds = 3600;

/** What a link that does not verify is answered (D48, R86): it says nothing of the document it names. */
export const invalidLinkMessage = 'This link is invalid or has expired.';

/** The documents that have a PDF, and the path each one's signed link takes. */
export const pdfPaths = { invoice: 'invoice-pdfs', credit_note: 'credit-note-pdfs' } as const;

export type PdfKind = keyof typeof pdfPaths;

export interface PdfLinks {
  /** A fresh link to the document's PDF, valid for one hour from now. */
  urlFor(kind: PdfKind, id: string): string;
  /** Whether a link's expiry and signature are valid for this document now. */
  verify(kind: PdfKind, id: string, expires: number, signature: string): boolean;
}

export function createPdfLinks(options: { secret: string; publicUrl: string; clock: Clock }): PdfLinks {
  // The key is made once: every invoice a request returns is signed with it.
  const key = createSecretKey(Buffer.from(options.secret));
  const sign = (kind: PdfKind, id: string, expires: number) =>
    createHmac('sha256', key).update(`pdf\n${kind}\n${id}\n${expires}`).digest('base64url');
  return {
    urlFor(kind, id) {
      const expires = Math.floor(options.clock().getTime() / 1000) + pdfLinkLifetimeSeconds;
      // Both values are URL-safe as they are: digits, and base64url.
      return `${options.publicUrl}/${pdfPaths[kind]}/${encodeURIComponent(id)}?expires=${expires}&signature=${sign(kind, id, expires)}`;
    },
    verify(kind, id, expires, signature) {
      if (expires * 1000 <= options.clock().getTime()) return false;
      const expected = Buffer.from(sign(kind, id, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
