// An address as its country writes it on an envelope (D52, R167): the order of street, postcode
// and town comes from @fragaria/address-formatter, which keeps OpenCage's templates of every
// country ("London\nSW1Y 4JH" in the UK, "10119 Berlin" in Germany, "Tokyo, 100-0001" in Japan).
// The library lays out placeholders only, and the caller's text is put in their places as
// written: the library tidies text (commas, spaces, HTML escapes) and a document prints what the
// caller wrote (R95).
import addressFormatter from '@fragaria/address-formatter';
import type { Address } from '../records.js';

const tokens = { line1: 'FolioLineOne', postalCode: 'FolioPostcode', city: 'FolioCity' } as const;

/** Made once per country: the library reads its templates for every call. */
const layouts = new Map<string, string[]>();

function layoutOf(country: string): string[] {
  let layout = layouts.get(country);
  if (!layout) {
    layout = addressFormatter.format(
      { road: tokens.line1, postcode: tokens.postalCode, city: tokens.city, countryCode: country },
      { output: 'array', appendCountry: false },
    );
    // A template that left a part out would lose the caller's text: such a country gets the common European order.
    const all = layout.join('\n');
    if (!Object.values(tokens).every((token) => all.includes(token))) layout = [tokens.line1, `${tokens.postalCode} ${tokens.city}`];
    layouts.set(country, layout);
  }
  return layout;
}

/**
 * The lines of `address` in its country's order, `line2` below `line1`, then the country's name
 * as given (the reader's language); the texts exactly as stored.
 */
export function postalLines(address: Address, countryName: string): string[] {
  const lines: string[] = [];
  for (const template of layoutOf(address.country)) {
    lines.push(template.replace(tokens.line1, () => address.line1).replace(tokens.postalCode, () => address.postal_code).replace(tokens.city, () => address.city));
    if (template.includes(tokens.line1) && address.line2) lines.push(address.line2);
  }
  return [...lines, countryName];
}
