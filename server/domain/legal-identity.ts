// The seller's legal identity beyond Article 226 (D52, R9L1): legal form, registered office,
// commercial register, managing directors, share capital, the French mentions (SIREN, RCS, the
// late-payment rate of Code de commerce L441-10) and free text for any other country's. The
// profile's fields as documents read them, and the checks the contract's schema cannot say.
import { invalid } from './domain-error.js';
import type { Currency, SellerProfile } from './records.js';

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
