// Text in more than one font (R132): pdfkit draws and wraps the text of one call in one font, so a
// text that holds emoji from the fallback font is wrapped here. It breaks lines at spaces and at a
// line feed, and inside a word only when the word alone is wider than the box; every line is as
// high as a line of the text's face, and each run sits on that face's baseline.
import { pdfFonts, type Face, type FontName, type TextRun } from './fonts.js';

/** Where and how a text is set: its face and size, its top left, the width it wraps at and its alignment. */
export interface TextBox {
  face: Face;
  size: number;
  x: number;
  y: number;
  width: number;
  align?: 'left' | 'right';
}

interface Piece extends TextRun {
  width: number;
}

/** A word and the spaces before it; a word may hold runs of several fonts ("Design😀"). */
interface Word {
  space: Piece[];
  pieces: Piece[];
}

const widthOf = (pieces: readonly Piece[]) => pieces.reduce((sum, piece) => sum + piece.width, 0);
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The paragraphs of the runs (split at line feeds), each as its words. */
function paragraphsOf(doc: PDFKit.PDFDocument, runs: readonly TextRun[], size: number): Word[][] {
  const measure = (font: FontName, text: string): Piece => ({ font, text, width: doc.font(font).fontSize(size).widthOfString(text) });
  const paragraphs: Word[][] = [[]];
  let word: Word = { space: [], pieces: [] };
  const endWord = () => {
    if (word.pieces.length > 0) paragraphs.at(-1)!.push(word);
    word = { space: [], pieces: [] };
  };
  for (const run of runs) {
    for (const part of run.text.split(/(\n| +)/)) {
      if (part === '') continue;
      if (part === '\n') {
        endWord();
        paragraphs.push([]);
      } else if (part.startsWith(' ')) {
        endWord();
        word.space.push(measure(run.font, part));
      } else {
        word.pieces.push(measure(run.font, part));
      }
    }
  }
  endWord();
  return paragraphs;
}

/** A word wider than the box, cut between graphemes into parts that fit (at least one grapheme each). */
function cut(doc: PDFKit.PDFDocument, word: Word, width: number, size: number): Word[] {
  const parts: Word[] = [{ space: word.space, pieces: [] }];
  for (const piece of word.pieces) {
    doc.font(piece.font).fontSize(size);
    for (const { segment } of graphemes.segment(piece.text)) {
      const part = parts.at(-1)!;
      const grapheme = { font: piece.font, text: segment, width: doc.widthOfString(segment) };
      if (part.pieces.length > 0 && widthOf(part.pieces) + grapheme.width > width) parts.push({ space: [], pieces: [grapheme] });
      else part.pieces.push(grapheme);
    }
  }
  return parts;
}

/** The lines of the text in the box, each as its pieces, without the spaces that end a line. */
function linesOf(doc: PDFKit.PDFDocument, runs: readonly TextRun[], box: TextBox): Piece[][] {
  const lines: Piece[][] = [];
  for (const paragraph of paragraphsOf(doc, runs, box.size)) {
    let line: Piece[] = [];
    const words = paragraph.flatMap((word) => (widthOf(word.pieces) > box.width ? cut(doc, word, box.width, box.size) : [word]));
    for (const word of words) {
      if (line.length > 0 && widthOf(line) + widthOf(word.space) + widthOf(word.pieces) > box.width) {
        lines.push(line);
        line = [...word.pieces];
      } else {
        line.push(...word.space, ...word.pieces);
      }
    }
    lines.push(line);
  }
  return lines.map(joined);
}

/** The line with neighbouring pieces of one font drawn as one. */
function joined(line: Piece[]): Piece[] {
  const pieces: Piece[] = [];
  for (const piece of line) {
    const last = pieces.at(-1);
    if (last?.font === piece.font) pieces[pieces.length - 1] = { ...last, text: last.text + piece.text, width: last.width + piece.width };
    else pieces.push(piece);
  }
  return pieces;
}

/** The height of a line of `face` at `size`, as pdfkit advances by it. */
function lineHeight(doc: PDFKit.PDFDocument, face: Face, size: number): number {
  return doc.font(face).fontSize(size).currentLineHeight(true);
}

/** The height the runs take in the box. */
export function heightOfRuns(doc: PDFKit.PDFDocument, runs: readonly TextRun[], box: Omit<TextBox, 'x' | 'y'>): number {
  const lines = linesOf(doc, runs, { ...box, x: 0, y: 0 });
  return lines.length * lineHeight(doc, box.face, box.size);
}

/** Draws the runs in the box, a new page when a line would pass the bottom margin; leaves doc.x at the box's left, doc.y below the text and the face current. */
export function drawRuns(doc: PDFKit.PDFDocument, runs: readonly TextRun[], box: TextBox): void {
  const fonts = pdfFonts();
  const ascent = (font: FontName) => fonts.font(font).ascent / fonts.font(font).unitsPerEm;
  const height = lineHeight(doc, box.face, box.size);
  let y = box.y;
  for (const line of linesOf(doc, runs, box)) {
    if (y + height > doc.page.maxY() && y > doc.page.margins.top) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    let x = box.x + (box.align === 'right' ? box.width - widthOf(line) : 0);
    for (const piece of line) {
      const shift = (ascent(box.face) - ascent(piece.font)) * box.size;
      doc.font(piece.font).fontSize(box.size).text(piece.text, x, y + shift, { lineBreak: false });
      x += piece.width;
    }
    y += height;
  }
  doc.font(box.face).fontSize(box.size);
  doc.x = box.x;
  doc.y = y;
}
