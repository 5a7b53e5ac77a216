// Mends six entries of @e-invoice-eu/core 2.3.4's table that turns its UBL-shaped input into
// CII, found by the official EN 16931 schematron, the CII XML Schema and by reading the CII back
// (R97, R129): the seller identifier (BT-29) was never written, the preceding invoice (BT-25,
// BT-26) was read from the wrong place and its date written as udt: where the schema wants qdt:,
// Factur-X's EN 16931 profile dropped the purchase order (BT-13), which every Factur-X profile
// carries, and ram:ApplicableHeaderTradeDelivery, which the schema requires, was left out of a
// document without a UBL cac:Delivery, and a party's additional legal information (BT-33) was read
// from cbc:LegalForm, a name the library's own input schema does not have (it takes
// cbc:CompanyLegalForm, as UBL does), so CII never carried it (R166); a line allowance's amounts
// were written with a currencyID, which CII forbids there (CII-DT-031, R185). Each entry is found by its shape and corrected once; an
// entry not found (a later version that fixed it) is left alone, and the tests of the CII say so.
// Reported upstream material: the six entries below, as found in dist/e-invoice-eu.esm.js.

interface Transformation {
  type: 'object' | 'array' | 'string';
  src: string[];
  dest: string[];
  children?: Transformation[];
  fxProfileMask: number;
  subtype?: string;
}

/** The mended copy of each table the writer was handed, and every entry of those copies. */
const mendedTables = new WeakMap<Transformation, Transformation>();
const mended = new WeakSet<Transformation>();

const same = (a: string[], b: string[]) => a.length === b.length && a.every((part, index) => part === b[index]);

function mend(node: Transformation, rootMask: number): void {
  mended.add(node);
  const children = node.children ?? [];
  // BT-29: an array over nothing, whose child reads the party's PartyIdentification.
  if (node.type === 'array' && node.src.length === 0 && children.length === 1 && same(children[0]!.src, ['cac:PartyIdentification', 'cbc:ID'])) {
    node.src = ['cac:PartyIdentification'];
    children[0]!.src = ['cbc:ID'];
  }
  // BT-25 and BT-26: the number and date sit inside InvoiceDocumentReference, and the date is
  // written as format 102 in a qdt:DateTimeString (FormattedDateTimeType, unlike IssueDateTime's udt:).
  if (node.type === 'array' && same(node.src, ['cac:BillingReference'])) {
    for (const child of children) {
      if (child.src[0] === 'cbc:ID' || child.src[0] === 'cbc:IssueDate') child.src = ['cac:InvoiceDocumentReference', ...child.src];
      if (same(child.src, ['cac:InvoiceDocumentReference', 'cbc:IssueDate'])) child.subtype = 'DateTimeString';
      if (child.dest[0] === 'ram:FormattedIssueDateTime') child.dest = child.dest.map((part) => part.replace(/^udt:/, 'qdt:'));
    }
  }
  // ram:ApplicableHeaderTradeDelivery is required in CII even when empty: the entry that writes
  // it from cac:Delivery is wrapped in one that always writes the element, in its place.
  const delivery = children.findIndex((child) => child.type === 'object' && same(child.src, ['cac:Delivery']) && same(child.dest, ['ram:ApplicableHeaderTradeDelivery']));
  if (delivery >= 0) {
    const entry = children[delivery]!;
    const empty: Transformation = { type: 'object', src: [], dest: [], children: [], fxProfileMask: entry.fxProfileMask };
    children[delivery] = { type: 'object', src: [], dest: entry.dest, children: [empty, { ...entry, dest: [] }], fxProfileMask: entry.fxProfileMask };
  }
  // BT-13: the purchase order belongs to every Factur-X profile, as the root's own mask says.
  if (node.type === 'string' && same(node.src, ['cac:OrderReference', 'cbc:ID']) && node.dest.includes('ram:BuyerOrderReferencedDocument')) {
    node.fxProfileMask = rootMask;
  }
  // BT-33: written to ram:Description from the element the input schema and UBL name.
  if (node.type === 'string' && same(node.src, ['cac:PartyLegalEntity', 'cbc:LegalForm'])) node.src = ['cac:PartyLegalEntity', 'cbc:CompanyLegalForm'];
  // BG-27 (D50): a line allowance's amounts carry no currencyID in CII (CII-DT-031), which UBL requires of them.
  if (node.type === 'array' && same(node.dest, ['ram:SpecifiedLineTradeSettlement', 'ram:SpecifiedTradeAllowanceCharge'])) {
    node.children = children.filter((child) => !child.dest.some((part) => part.endsWith('@currencyID')));
  }
  for (const child of children) mend(child, rootMask);
}

interface CiiWriter {
  convert?: (invoice: unknown, srcPath: string, dest: unknown, destPath: string, transformations: Transformation[]) => void;
}

function mendedTable(root: Transformation): Transformation {
  if (mended.has(root)) return root;
  let copy = mendedTables.get(root);
  if (!copy) {
    copy = structuredClone(root);
    mend(copy, copy.fxProfileMask);
    mendedTables.set(root, copy);
  }
  return copy;
}

/** Makes a CII-writing format service write from the mended table (the recursive calls already walk the copy). */
export function withMendedCii<W extends object>(writer: W): W {
  const cii = writer as CiiWriter;
  const convert = cii.convert;
  if (typeof convert !== 'function') return writer;
  cii.convert = function (this: unknown, invoice, srcPath, dest, destPath, transformations) {
    return convert.call(this, invoice, srcPath, dest, destPath, transformations.map(mendedTable));
  };
  return writer;
}
