// Signed PDF links (D13): HMAC-SHA256 over the invoice id and an expiry one hour ahead.
// A link needs no bearer key; an expired, altered or other invoice's link does not verify.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../config.js';

export const pdfLinkLifetimeSeconds = 3600;

export interface PdfLinks {
  /** A fresh link to the invoice's PDF, valid for one hour from now. */
  urlFor(invoiceId: string): string;
  /** Whether a link's expiry and signature are valid for this invoice now. */
  verify(invoiceId: string, expires: number, signature: string): boolean;
}

export function createPdfLinks(options: { secret: string; publicUrl: string; clock: Clock }): PdfLinks {
  const sign = (invoiceId: string, expires: number) =>
    createHmac('sha256', options.secret).update(`pdf\n${invoiceId}\n${expires}`).digest('base64url');
  return {
    urlFor(invoiceId) {
      const expires = Math.floor(options.clock().getTime() / 1000) + pdfLinkLifetimeSeconds;
      const query = new URLSearchParams({ expires: String(expires), signature: sign(invoiceId, expires) });
      return `${options.publicUrl}/invoice-pdfs/${encodeURIComponent(invoiceId)}?${query}`;
    },
    verify(invoiceId, expires, signature) {
      if (expires * 1000 <= options.clock().getTime()) return false;
      const expected = Buffer.from(sign(invoiceId, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
