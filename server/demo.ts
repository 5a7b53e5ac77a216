// The demo data `npm start` seeds into a new sandbox: an account with its seller profile, a customer
// and a test key.
// The key is kept in var/ so that later starts can print it again (the database has only its hash).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from './config.js';
import { issueApiKey } from './auth/issue-key.js';
import { newId } from './ids.js';
import type { Store } from './store/store.js';
import { customerDefaults, type CustomerRecord } from './domain/records.js';
import { completeSellerProfile } from './domain/seller-profile.js';

/** The seller of the demo account (D35): complete, so that its invoices show every field a legal invoice has. */
export const demoSeller = completeSellerProfile({
  legal_name: 'Folio Demo GmbH',
  address: { line1: 'Torstrasse 49', line2: null, city: 'Berlin', postal_code: '10119', country: 'DE' },
  vat_id: 'DE123456789',
  tax_number: '30/123/45678',
  contact: { name: 'Mira Lindqvist', email: 'billing@folio-demo.example', phone: '+49 30 1234567' },
  payment: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', account_holder: 'Folio Demo GmbH' },
  electronic_address: { scheme: '9930', value: 'DE123456789' },
  time_zone: 'Europe/Berlin',
  // A GmbH's business-letter data (§35a GmbHG, D52), printed at the foot of every page.
  legal_form: 'GmbH',
  registered_office: 'Berlin',
  commercial_register: { court: 'Amtsgericht Berlin (Charlottenburg)', number: 'HRB 234567 B' },
  managing_directors: ['Mira Lindqvist'],
  share_capital: { amount: 2_500_000, currency: 'EUR' },
});

/**
 * The demo customer: a German business, so that the manual's 19% and 7% lines are the VAT it owes
 * and every e-invoice format can be made for it (R151): full address, VAT id, a buyer reference in
 * the form of a Leitweg-ID (BR-DE-15) and an electronic address (PEPPOL-EN16931-R010). It reads its
 * documents in English, as the manual shows them.
 */
export const demoCustomer = {
  ...customerDefaults,
  name: 'Nordstern Maschinenbau GmbH',
  email: 'buchhaltung@nordstern-maschinenbau.example',
  address: { line1: 'Königstraße 28', line2: null, city: 'Stuttgart', postal_code: '70173', country: 'DE' },
  taxId: 'DE314159262',
  buyerReference: '08111000-4711-27',
  electronicAddress: { scheme: '9930', value: 'DE314159262' },
} satisfies Omit<CustomerRecord, 'id' | 'accountId' | 'createdAt'>;

export interface Demo {
  key: string;
  customerId: string;
}

export async function ensureDemo(store: Store, dataFolder: string, clock: Clock): Promise<Demo> {
  const file = join(dataFolder, `${store.environment}-demo.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Demo;
  const { key, account } = await issueApiKey(store, { account: 'demo', environment: store.environment, at: clock() });
  await store.setSellerProfile(account.name, demoSeller);
  const customerId = newId('cus');
  const customer = { id: customerId, accountId: account.id, ...demoCustomer, createdAt: clock().toISOString() };
  await store.transact((tx) => tx.insertCustomer(customer));
  const demo = { key, customerId };
  writeFileSync(file, `${JSON.stringify(demo, null, 2)}\n`, { mode: 0o600 });
  return demo;
}
