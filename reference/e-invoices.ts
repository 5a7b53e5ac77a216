// The tables of "Legal invoices and e-invoices", read from the tables the service itself decides
// with: the e-invoice formats (server/domain/documents/einvoice-formats.ts), the VAT categories
// (server/domain/tax-categories.ts, with the contract's description of each code) and the rules
// the API checks before it makes an e-invoice (server/domain/documents/einvoice-rules.ts).
import { eInvoiceFormatInfo, eInvoiceFormats, eInvoiceRules, type EInvoiceFormat } from '../server/domain/documents/index.js';
import { taxCategories } from '../server/domain/tax-categories.js';
import type { GeneratedSource } from '../sitegen/content/index.js';
import type { OpenApiDocument } from '../lib/openapi/index.js';
import { resolve } from '../lib/openapi/index.js';
import { checkAttributes, code, joinWords, markdownTable } from '../sitegen/content/index.js';

/** `einvoice-formats`: each format the API takes, what it is, its media type and who asks for it. */
export const eInvoiceFormatsTable: GeneratedSource = (attributes) => {
  checkAttributes('einvoice-formats', attributes, []);
  return markdownTable(['`format`', 'Document', 'Media type', 'For'], eInvoiceFormats.map((format) => {
    const info = eInvoiceFormatInfo[format];
    return [code(format), info.title, code(info.mediaType), info.purpose];
  }));
};

const rateWords = { positive: 'above 0', zero: '0', none: 'none' } as const;

/** `tax-categories`: each VAT category code, its meaning from the contract, and what a line of it needs. */
export function taxCategoriesTable(invoicing: OpenApiDocument): GeneratedSource {
  return (attributes) => {
    checkAttributes('tax-categories', attributes, []);
    const described = (resolve(invoicing, { $ref: '#/components/schemas/TaxCategory' }) as { 'x-enumDescriptions'?: Record<string, string> })['x-enumDescriptions'] ?? {};
    return markdownTable(['`tax_category`', 'Meaning', 'Rate', 'Exemption reason'], Object.entries(taxCategories).map(([category, rules]) => {
      if (described[category] === undefined) throw new Error(`the contract's TaxCategory has no description of ${category}`);
      const reason = rules.reason === 'forbidden' ? 'none' : rules.defaultReason ? `required; "${rules.defaultReason}" when left out` : 'required';
      return [code(category), described[category]!, rateWords[rules.rate], reason];
    }));
  };
}

/** The formats a rule binds, as the table says them: "all", or the formats by name. */
function formatsOf(formats: readonly EInvoiceFormat[]): string {
  return formats.length === eInvoiceFormats.length ? 'all' : joinWords(formats.map(code));
}

/** `einvoice-rules`: every rule the API checks before it makes an e-invoice, with the field it names. */
export const eInvoiceRulesTable: GeneratedSource = (attributes) => {
  checkAttributes('einvoice-rules', attributes, []);
  return markdownTable(['Rule', 'Formats', '`param`', 'The document needs'], eInvoiceRules.map((rule) =>
    [rule.id, formatsOf(rule.formats), code(rule.param), rule.needs]));
};
