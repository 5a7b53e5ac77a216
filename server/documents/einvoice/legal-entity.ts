// The seller's legal entity in an e-invoice (D52, R166): its registered name (BT-27), its legal
// registration identifier (BT-30), the SIREN under ICD scheme 0002 for a French seller or else
// its commercial register number without a scheme (no ICD list names German register numbers),
// and its additional legal information (BT-33): the mentions of the PDF's footer, in the
// customer's language.
import type { Invoice } from '@e-invoice-eu/core';
import { additionalLegalInformation, type BillingDocument } from '../../domain/documents/index.js';

/** ISO 6523 ICD 0002: the French SIRENE register. */
const sirenScheme = '0002';

type LegalEntity = Invoice['ubl:Invoice']['cac:AccountingSupplierParty']['cac:Party']['cac:PartyLegalEntity'];

/** The library's cac:PartyLegalEntity of the seller. */
export function legalEntity(doc: BillingDocument): LegalEntity {
  const { seller } = doc;
  const { france, commercialRegister } = seller.legal;
  const registration: Partial<LegalEntity> = france
    ? { 'cbc:CompanyID': france.siren, 'cbc:CompanyID@schemeID': sirenScheme }
    : commercialRegister ? { 'cbc:CompanyID': commercialRegister.number } : {};
  const information = additionalLegalInformation(seller, doc.locale);
  return {
    'cbc:RegistrationName': seller.legalName,
    ...registration,
    ...(information ? { 'cbc:CompanyLegalForm': information } : {}),
  };
}
