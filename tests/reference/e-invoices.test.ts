// The tables of "Legal invoices and e-invoices" come from the tables the service decides with:
// every e-invoice format, every VAT category with the contract's words, every rule the API checks.
import { eInvoiceFormats, eInvoiceRules } from '../../server/domain/documents/index.js';
import { eInvoiceFormatsTable, eInvoiceRulesTable, taxCategoriesTable } from '../../reference/e-invoices.js';
import { invoicing } from './invoicing.js';

const rows = (table: string) => table.trim().split('\n').slice(2).map((line) => line.split(' | ').map((cell) => cell.replace(/^\| |\s\|$/g, '')));

test('lists every format the API takes, with its media type', () => {
  const table = rows(eInvoiceFormatsTable({}) as string);
  expect(table.map((row) => row[0])).toEqual(eInvoiceFormats.map((format) => `\`${format}\``));
  expect(table.find((row) => row[0] === '`factur-x`')?.[2]).toBe('`application/pdf`');
});

test('lists the seven VAT categories with the contract\'s description and what a line of each needs', () => {
  const table = rows(taxCategoriesTable(invoicing())({}) as string);
  expect(table.map((row) => row[0])).toEqual(['`S`', '`Z`', '`E`', '`AE`', '`K`', '`G`', '`O`']);
  expect(table[0]).toEqual(['`S`', 'Standard rate. The line needs a tax rate above 0.', 'above 0', 'none']);
  expect(table[3]?.[3]).toBe('required; "Reverse charge" when left out');
});

test('lists every rule the API checks, with the field it names', () => {
  const table = rows(eInvoiceRulesTable({}) as string);
  expect(table.map((row) => row[0])).toEqual(eInvoiceRules.map((rule) => rule.id));
  expect(table.find((row) => row[0] === 'BR-DE-15')?.slice(1, 3)).toEqual(['`xrechnung-ubl` or `xrechnung-cii`', '`buyer_reference`']);
});

test('refuses an attribute it does not take', () => {
  expect(() => eInvoiceRulesTable({ format: 'ubl' })).toThrow(/format/);
});
