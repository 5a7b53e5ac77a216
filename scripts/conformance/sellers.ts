// The seller profiles the conformance corpus issues from, one account each: complete German and
// French sellers, an Austrian one whose every text is XML-special (not entity-like: the cases
// carry that), non-Latin or as long as the contract allows, and a British one with a tax number only and nothing else optional.
// Each carries the legal mentions of its country (D52): the German GmbH its register, directors and
// capital, the French SAS its SIREN (BT-30, scheme 0002), RCS and capital, the Austrian one every
// mention in its special text, the British one a free-text mention only.
import type { components } from '../../generated/invoicing.js';
import { eInvoicingSeller } from '../../tests/helpers/sellers.js';
import { longest, nonLatin, xmlSpecial } from './texts.js';

type SellerProfile = components['schemas']['SellerProfile'];

export interface Seller {
  /** The account's name. */
  name: string;
  profile: SellerProfile;
  /** Whether the profile has a VAT id, which reverse charge (AE) and intra-community supply (K) need. */
  hasVatId: boolean;
}

const special = `${xmlSpecial.join(' ')} ${nonLatin.join(' ')} 🧾 `;

export const sellers: readonly Seller[] = [
  {
    name: 'de-complete',
    profile: {
      ...eInvoicingSeller, legal_form: 'GmbH', registered_office: 'Berlin',
      commercial_register: { court: 'Amtsgericht Berlin (Charlottenburg)', number: 'HRB 234567 B' },
      managing_directors: ['Eva Lindqvist', 'Jonas Weber'], share_capital: { amount: 2_500_000, currency: 'EUR' },
    },
    hasVatId: true,
  },
  {
    name: 'fr-complete',
    profile: {
      legal_name: 'Atelier Dupré & Fils SAS',
      address: { line1: "12 rue de l'Église", line2: 'Bâtiment B', city: 'Lyon', postal_code: '69002', country: 'FR' },
      vat_id: 'FR40303265045',
      tax_number: '303265045',
      contact: { name: 'Chloé Dupré', email: "o'brien&co@dupre.example", phone: '+33 4 72 00 00 00' },
      payment: { iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPLYO', account_holder: 'Dupré & Fils' },
      electronic_address: { scheme: '0009', value: '30326504500018' },
      time_zone: 'Europe/Paris',
      legal_form: 'SAS', managing_directors: ['Chloé Dupré'], share_capital: { amount: 1_000_000, currency: 'EUR' },
      france: { siren: '303265045', rcs_city: 'Lyon', late_payment_rate: 12.5 },
      currency: 'EUR',
    },
    hasVatId: true,
  },
  {
    name: 'at-special',
    profile: {
      legal_name: longest(`R & D <GmbH> ${special}`, 200),
      address: { line1: longest(`Ελληνικά ]]> ${special}`, 200), line2: longest(`咨询 "x" ${special}`, 200), city: longest(`Вена & ${special}`, 100), postal_code: longest('1010 <&>', 20), country: 'AT' },
      vat_id: 'ATU12345678',
      tax_number: longest('12 345/6789 &amp;', 50),
      contact: { name: longest(`خدمات AT & T ${special}`, 200), email: 'r&d@special.example', phone: longest('+43 1 234 567 <ext> ', 50) },
      payment: { iban: 'AT611904300234573201', account_holder: longest(`&#x41; ${special}`, 200) },
      electronic_address: { scheme: '9914', value: 'ATU12345678' },
      time_zone: 'Asia/Tokyo',
      legal_form: longest(`<GmbH> & ${special}`, 100),
      registered_office: longest(`Вена ]]> ${special}`, 100),
      commercial_register: { court: longest(`Handelsgericht "Wien" & ${special}`, 200), number: longest('FN 123456 <x> &amp;', 50) },
      managing_directors: [longest(`Ελένη & ${special}`, 200), 'A <B>'],
      share_capital: { amount: 3_500_000, currency: 'EUR' },
      other_mentions: longest(`Firmenbuch & <Gericht> ]]> ${special}`, 500),
      currency: 'EUR',
    },
    hasVatId: true,
  },
  {
    name: 'gb-minimal',
    profile: {
      legal_name: 'Smith & Jones Ltd',
      address: { line1: '1 High Street', city: 'London', postal_code: 'SW1A 1AA', country: 'GB' },
      tax_number: '123/AB45678',
      time_zone: 'UTC',
      other_mentions: 'Registered in England and Wales, No. 01234567. Registered office: 1 High Street, London SW1A 1AA.',
      currency: 'GBP',
    },
    hasVatId: false,
  },
];
