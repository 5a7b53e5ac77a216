// The text the conformance corpus writes into every free-text field (R133): plain words, non-Latin
// scripts, emoji, text that is special in XML, text that looks like an XML entity, and the longest
// a field allows. Each case writes in one style, so that the cases free of entity-like text reach
// the later stages of the check. Lengths are counted in code points, as the contract's maxLength
// is, and never split a surrogate pair.
import fc from 'fast-check';

/** Text that XML writers must escape. */
export const xmlSpecial = ['&', '<', '>', ']]>', '"', "'", '&#x41;', '&amp;', '<b>bold</b>', 'a < b && c > d'] as const;

/** Text that looks like an entity reference (`&T;`): written unescaped, it makes the XML ill-formed. */
export const entityLike = ['AT&T; Europe', 'R&D; consulting', 'Q&A;'] as const;

/** Words in scripts other than Latin. */
export const nonLatin = ['Συμβουλευτικές υπηρεσίες', 'Консультационные услуги', '咨询服务 コンサルティング 컨설팅', 'خدمات استشارية', 'Ελληνικά & Русский'] as const;

/** Emoji, with a skin tone, a ZWJ sequence and a flag. */
export const emoji = ['🧾 Invoice 💶', '✅👍🏽', '👩‍💻 work', '🇩🇪🇫🇷', '🚀'] as const;

const plain = ['Consulting', 'Technical handbook', 'Travel costs', 'Support, November', 'Müller Söhne', 'Café crème', 'Straße'] as const;

/** How a case writes its text: plain words, non-Latin and emoji; that and XML-special text; all that and entity-like text. */
export type TextStyle = 'plain' | 'markup' | 'entity-like';
export const textStyles: readonly TextStyle[] = ['plain', 'plain', 'markup', 'markup', 'markup', 'entity-like'];

const pieces: Record<TextStyle, readonly string[]> = {
  plain: [...plain, ...plain, ...nonLatin, ...emoji],
  markup: [...plain, ...plain, ...xmlSpecial, ...nonLatin, ...emoji],
  'entity-like': [...plain, ...xmlSpecial, ...entityLike, ...nonLatin, ...emoji],
};

/** The first `max` code points of `text`. */
export function clip(text: string, max: number): string {
  return Array.from(text).slice(0, max).join('');
}

/** `seed` repeated to exactly `length` code points: the longest text a field allows. */
export function longest(seed: string, length: number): string {
  const points = Array.from(seed);
  return Array.from({ length }, (_, i) => points[i % points.length]).join('');
}

/**
 * Text in `style` for a field of at most `max` code points: one to three pieces, or (one time in
 * eight) the field's whole length of the style's pieces.
 */
export function text(style: TextStyle, max: number): fc.Arbitrary<string> {
  const list = pieces[style];
  return fc.oneof(
    { weight: 7, arbitrary: fc.array(fc.constantFrom(...list), { minLength: 1, maxLength: 3 }).map((chosen) => clip(chosen.join(' '), max)) },
    { weight: 1, arbitrary: fc.constant(longest(`${list.join(' ')} `, max)) },
  );
}
