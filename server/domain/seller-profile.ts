// The seller profile (D35): the account's legal identity as invoices print it, completed with its
// defaults; what production needs of it before an invoice may be sent; and the issue date of an
// invoice, the day of sending in the seller's time zone (D37). Its legal identity beyond Article 226
// (D52, R166): legal form, registered office, commercial register, managing directors, share capital,
// the French mentions (SIREN, RCS, the late-payment rate of L441-10) and free text for the rest.
import { DomainError, invalid } from './domain-error.js';
import { isIban } from './iban.js';
import type { Address, Currency, SellerProfile } from './records.js';
import { textFault } from './xml-text.js';

/** The time zone of a profile that names none. */
export const defaultTimeZone = 'UTC';

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The dotted path (`address.line1`) of the first string or key of `value` that the text rule refuses, and why. */
function textFaultIn(value: unknown, path: string[] = []): { param: string; reason: string } | undefined {
  if (typeof value === 'string') {
    const reason = textFault(value);
    return reason ? { param: path.join('.'), reason } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = textFaultIn(key, [...path, key]) ?? textFaultIn(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * A profile as the contract's SellerProfile schema accepted it, with every field present (null
 * when not given, `line2` included) and the default time zone. The rules the schema cannot say
 * are checked here, whichever door the profile comes through, each refused with the field as
 * `param`: text XML 1.0 cannot hold (the API's rule, server/domain/xml-text.ts), an IBAN whose
 * check digits are wrong (ISO 13616), and a time zone this runtime does not know.
 */
export function completeSellerProfile(input: Omit<SellerProfile, 'time_zone' | 'currency'> & { time_zone?: string; currency?: Currency }): Required<SellerProfile> {
  const text = textFaultIn(input);
  if (text) throw invalid(`${text.param} ${text.reason}.`, text.param);
  if (input.payment && !isIban(input.payment.iban)) {
    throw invalid(`payment.iban ${JSON.stringify(input.payment.iban)} is not an IBAN: its check digits are wrong (ISO 13616 mod 97).`, 'payment.iban');
  }
  const timeZone = input.time_zone ?? defaultTimeZone;
  if (!isTimeZone(timeZone)) throw invalid(`time_zone ${JSON.stringify(timeZone)} is not an IANA time zone (Europe/Berlin, UTC).`, 'time_zone');
  const address = (value: Address | null | undefined) => (value ? { ...value, line2: value.line2 ?? null } : null);
  return {
    legal_name: input.legal_name,
    address: address(input.address),
    vat_id: input.vat_id ?? null,
    tax_number: input.tax_number ?? null,
    contact: input.contact ? { name: input.contact.name ?? null, email: input.contact.email ?? null, phone: input.contact.phone ?? null } : null,
    payment: input.payment ? { iban: input.payment.iban, bic: input.payment.bic ?? null, account_holder: input.payment.account_holder ?? null } : null,
    electronic_address: input.electronic_address ?? null,
    time_zone: timeZone,
    ...completeLegalFields(input),
    currency: input.currency ?? defaultAccountingCurrency,
  };
}

/** The accounting currency of a profile that names none, and of an account without a profile (D52). */
export const defaultAccountingCurrency: Currency = 'EUR';

/** The currency the seller accounts for VAT in (D52, Art. 230): the profile's, EUR by default. */
export function accountingCurrencyOf(profile: SellerProfile | null): Currency {
  return profile?.currency ?? defaultAccountingCurrency;
}

/** The fields production needs before it sends (D35), as the API names them, that `profile` lacks. */
export function missingForSend(profile: SellerProfile | null): string[] {
  return [
    ...(profile?.legal_name ? [] : ['legal_name']),
    ...(profile?.address ? [] : ['address']),
    ...(profile?.vat_id || profile?.tax_number ? [] : ['vat_id or tax_number']),
  ];
}

/** Production's refusal to send while the profile lacks what Article 226 requires, or null when it is complete. */
export function sendingRefusal(profile: SellerProfile | null, accountName: string): DomainError | null {
  const missing = missingForSend(profile);
  if (missing.length === 0) return null;
  return new DomainError('conflict',
    `Account ${accountName} cannot send invoices in production until its seller profile has ${missing.join(', ')}: set them with folio accounts update ${accountName} --seller FILE.`);
}

/** The calendar day (YYYY-MM-DD) of `at` in `timeZone`. */
export function dateIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** An invoice's issue date (D37): the day it is sent, in the seller's time zone (UTC without a profile). */
export function issueDateOf(at: Date, profile: SellerProfile | null): string {
  return dateIn(at, profile?.time_zone ?? defaultTimeZone);
}

export interface LegalIdentity {
  legalForm: string | null;
  registeredOffice: string | null;
  commercialRegister: { court: string; number: string } | null;
  managingDirectors: string[];
  shareCapital: { amount: number; currency: Currency } | null;
  france: { siren: string; rcsCity: string; latePaymentRate: number | null } | null;
  otherMentions: string | null;
}

/** The profile's legal fields as a profile stored complete holds them (R89): null or empty when not given. */
export function completeLegalFields(input: Partial<SellerProfile>) {
  if (input.share_capital && input.share_capital.amount <= 0) {
    throw invalid(`share_capital.amount must be more than zero; leave share_capital null when the company has none.`, 'share_capital.amount');
  }
  if (input.france && !isSiren(input.france.siren)) {
    throw invalid(`france.siren ${JSON.stringify(input.france.siren)} is not a SIREN: its Luhn check digit is wrong.`, 'france.siren');
  }
  return {
    legal_form: input.legal_form ?? null,
    registered_office: input.registered_office ?? null,
    commercial_register: input.commercial_register ?? null,
    managing_directors: input.managing_directors ?? [],
    share_capital: input.share_capital ?? null,
    france: input.france ? { siren: input.france.siren, rcs_city: input.france.rcs_city, late_payment_rate: input.france.late_payment_rate ?? null } : null,
    other_mentions: input.other_mentions ?? null,
  };
}

/** The legal identity of a profile; a profile stored before these fields existed has none of them. */
export function legalIdentityOf(profile: SellerProfile | null): LegalIdentity {
  const france = profile?.france;
  return {
    legalForm: profile?.legal_form ?? null,
    registeredOffice: profile?.registered_office ?? null,
    commercialRegister: profile?.commercial_register ?? null,
    managingDirectors: profile?.managing_directors ?? [],
    shareCapital: profile?.share_capital ?? null,
    france: france ? { siren: france.siren, rcsCity: france.rcs_city, latePaymentRate: france.late_payment_rate ?? null } : null,
    otherMentions: profile?.other_mentions ?? null,
  };
}

/**
 * Whether `siren` is nine digits whose Luhn sum is a multiple of ten, as INSEE assigns them
 * (La Poste's 356 000 000, the one SIREN outside the rule, is accepted too).
 */
export function isSiren(siren: string): boolean {
  if (!/^[0-9]{9}$/.test(siren)) return false;
  if (siren === '356000000') return true;
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    let digit = Number(siren[8 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
