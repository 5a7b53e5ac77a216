// Addresses in their country's order (D52, R167): the library decides the order, the caller's
// text is printed exactly as stored, line2 follows line1 and the country's name ends the block.
import { postalLines } from '../../server/domain/documents/index.js';

const address = (country: string, extra: Partial<{ line1: string; line2: string | null }> = {}) => ({
  line1: '10 Main Street', line2: null, city: 'Town', postal_code: 'PC 1', country, ...extra,
});

test.each([
  ['GB', ['10 Main Street', 'Town', 'PC 1', 'Country']],
  ['IE', ['10 Main Street', 'Town', 'PC 1', 'Country']],
  ['DE', ['10 Main Street', 'PC 1 Town', 'Country']],
  ['FR', ['10 Main Street', 'PC 1 Town', 'Country']],
  ['US', ['10 Main Street', 'Town, PC 1', 'Country']],
  ['JP', ['10 Main Street', 'Town, PC 1', 'Country']],
])('an address in %s prints as its country writes it', (country, expected) => {
  expect(postalLines(address(country), 'Country')).toEqual(expected);
});

test('the text is printed as stored, never tidied, with line2 below line1', () => {
  const line1 = "  12 rue de l'Église, , <B> & $& $1";
  expect(postalLines(address('FR', { line1, line2: 'Bâtiment B' }), 'France')).toEqual([line1, 'Bâtiment B', 'PC 1 Town', 'France']);
});
