// The seller's legal mentions at the foot of every page of an invoice or credit note (D52,
// R166): legal form, registered office, register, SIREN and RCS, directors and capital on one
// run of parts, then the seller's other mentions as written, in the reader's language, small and
// grey, ending just above the line of the title and the page number.
import { footerMentions, type BillingDocument } from '../../domain/documents/index.js';
import { grey, page, type Drawing } from './billing-layout.js';

/** The line the mentions end above: where the title and the page number stand. */
export const legalFooterTop = 802;

const box = { face: 'regular', size: 6.5, width: page.right - page.left } as const;

function footerText(document: BillingDocument): string | null {
  const { parts, other } = footerMentions(document.seller, document.locale);
  const text = [parts.join('  ·  '), other].filter(Boolean).join('\n');
  return text || null;
}

/** The height the mentions take; 0 when the seller has none. */
export function legalFooterHeight(drawing: Pick<Drawing, 'heightOf'>, document: BillingDocument): number {
  const text = footerText(document);
  return text ? drawing.heightOf(text, box) : 0;
}

/** Draws the mentions on the current page (the caller has lifted the bottom margin). */
export function drawLegalFooter(drawing: Drawing, document: BillingDocument): void {
  const text = footerText(document);
  if (!text) return;
  drawing.doc.fillColor(grey);
  drawing.write(text, { ...box, x: page.left, y: legalFooterTop - drawing.heightOf(text, box) });
}
