// The IBAN's check digits (ISO 13616, ISO 7064 mod 97-10), as banks check them: one function for
// the seller profile, whichever door it comes through, and the XRechnung rule BR-DE-19.

/** Whether `value` (spaces allowed, any case) is an IBAN whose check digits are right. */
export function isIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/.test(iban)) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return BigInt(digits) % 97n === 1n;
}
