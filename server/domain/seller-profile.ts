// The seller profile (D35): the account's legal identity as invoices print it, completed with its
// defaults; what production needs of it before an invoice may be sent; and the issue date of an
// invoice, the day of sending in the seller's time zone (D37).
import { DomainError, invalid } from './domain-error.js';
import { isIban } from './iban.js';
import { completeLegalFields } from './legal-identity.js';
import type { Address, SellerProfile } from './records.js';
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
export function completeSellerProfile(input: Omit<SellerProfile, 'time_zone'> & { time_zone?: string }): Required<SellerProfile> {
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
  };
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
