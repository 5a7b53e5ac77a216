// The DRAFT or VOID mark of folio's PDFs (D13, D37): a pale band across the top of a page, above
// the header, with the word and a sentence saying what it means. It lies where no figure is, so
// it never hides one (R94).
/** The band, in points from the page's top: the header below it begins at 50. */
export const markBand = { y: 12, height: 28 } as const;

export interface Mark {
  word: string;
  sentence?: string;
}

/** Draws the mark's band on the current page, the word and its sentence centred in it. */
export function drawMarkBand(doc: PDFKit.PDFDocument, mark: Mark | null | undefined): void {
  if (!mark) return;
  doc.save().rect(0, markBand.y, doc.page.width, markBand.height).fill('#f4d3d3').restore();
  const word = mark.sentence ? `${mark.word}  ` : mark.word;
  doc.font('bold').fontSize(13);
  const wordWidth = doc.widthOfString(word);
  doc.font('regular').fontSize(9);
  const start = (doc.page.width - wordWidth - (mark.sentence ? doc.widthOfString(mark.sentence) : 0)) / 2;
  doc.fillColor('#9b1c1c').font('bold').fontSize(13).text(word, start, markBand.y + 8, { lineBreak: false });
  if (mark.sentence) doc.font('regular').fontSize(9).text(mark.sentence, start + wordWidth, markBand.y + 11, { lineBreak: false });
  doc.fillColor('black');
}
