// The one rule (R136) for the text the service takes, whichever door it comes through (a body, a
// query, a path, the seller file): the characters of XML 1.0 (its `Char` production), which
// every e-invoice must be able to hold and both databases store exactly. That refuses:
// - an unpaired surrogate: JSON can carry one (`"\ud800"`), but SQLite would store it as U+FFFD
//   and PostgreSQL refuses it;
// - U+0000 (NUL): PostgreSQL's text cannot hold it, and C strings end at it;
// - the other C0 controls but tab, LF and CR (U+0001-U+0008, U+000B, U+000C, U+000E-U+001F),
//   and the noncharacters U+FFFE and U+FFFF: no XML document may contain them, even escaped.

/** Any code point outside XML 1.0's Char; with the `u` flag a lone surrogate is one code point. */
const outsideXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** The first code point of `text` that XML 1.0 cannot hold, or undefined when there is none. */
export function refusedCodePoint(text: string): number | undefined {
  return outsideXml.exec(text)?.[0].codePointAt(0);
}

/** A refused code point as a sentence names it: `U+0000 (NUL)`, `U+001F`, `an unpaired surrogate`. */
export function codePointName(codePoint: number): string {
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return 'an unpaired surrogate';
  const name = `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  return codePoint === 0 ? `${name} (NUL)` : name;
}

/**
 * Why `text` is refused, as the end of a sentence that starts with the field's name, or
 * undefined when every character of it is one XML 1.0 can hold.
 */
export function textFault(text: string): string | undefined {
  const codePoint = refusedCodePoint(text);
  if (codePoint === undefined) return undefined;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return 'is not valid Unicode: it holds an unpaired surrogate such as \\ud800';
  if (codePoint === 0) return 'holds U+0000 (NUL), which no text of this API accepts';
  const kind = codePoint < 0x20 ? 'a control character' : 'a noncharacter';
  return `holds ${codePointName(codePoint)}, ${kind} that XML cannot hold and no text of this API accepts (tab, line feed and carriage return are)`;
}
