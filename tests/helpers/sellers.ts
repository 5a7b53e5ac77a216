// A German seller whose profile is complete for every e-invoice format (XRechnung, Peppol BIS,
// Factur-X): legal name, address, VAT id, contact, IBAN and a Peppol address. Tests that send an
// invoice carrying an e-invoice set it on their account rather than spelling it out again.
import { completeSellerProfile } from '../../server/domain/seller-profile.js';

export const eInvoicingSeller = completeSellerProfile({
  legal_name: 'Lindqvist Consulting GmbH',
  address: { line1: 'Torstrasse 49', city: 'Berlin', postal_code: '10119', country: 'DE' },
  vat_id: 'DE123456789',
  contact: { name: 'Eva Lindqvist', email: 'billing@lindqvist.example', phone: '+49 30 1234567' },
  payment: { iban: 'DE89370400440532013000' },
  electronic_address: { scheme: '9930', value: 'DE123456789' },
  time_zone: 'Europe/Berlin',
});
