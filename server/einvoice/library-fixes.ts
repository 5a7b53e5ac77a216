// Mends three entries of @e-invoice-eu/core 2.3.4's table that turns its UBL-shaped input into
// CII, found by the official EN 16931 schematron and by reading the CII back (R97): the seller
// identifier (BT-29) was never written, the preceding invoice (BT-25, BT-26) was read from the
// wrong place, and Factur-X's EN 16931 profile dropped the purchase order (BT-13), which every
// Factur-X profile carries. Each entry is found by its shape and corrected once; an entry not
// found (a later version that fixed it) is left alone, and the tests of the CII say so.
// Reported upstream material: the three entries below, as found in dist/e-invoice-eu.esm.js.

interface Transformation {
  type: 'object' | 'array' | 'string';
  src: string[];
  dest: string[];
  children?: Transformation[];
  fxProfileMask: number;
  subtype?: string;
}

/** Every entry already looked at, so that the recursive calls of the writer skip the subtrees. */
const mended = new WeakSet<object>();

const same = (a: string[], b: string[]) => a.length === b.length && a.every((part, index) => part === b[index]);

function mend(node: Transformation, rootMask: number): void {
  mended.add(node);
  const children = node.children ?? [];
  // BT-29: an array over nothing, whose child reads the party's PartyIdentification.
  if (node.type === 'array' && node.src.length === 0 && children.length === 1 && same(children[0]!.src, ['cac:PartyIdentification', 'cbc:ID'])) {
    node.src = ['cac:PartyIdentification'];
    children[0]!.src = ['cbc:ID'];
  }
  // BT-25 and BT-26: the number and date sit inside InvoiceDocumentReference, and the date is written as format 102.
  if (node.type === 'array' && same(node.src, ['cac:BillingReference'])) {
    for (const child of children) {
      if (child.src[0] === 'cbc:ID' || child.src[0] === 'cbc:IssueDate') child.src = ['cac:InvoiceDocumentReference', ...child.src];
      if (same(child.src, ['cac:InvoiceDocumentReference', 'cbc:IssueDate'])) child.subtype = 'DateTimeString';
    }
  }
  // BT-13: the purchase order belongs to every Factur-X profile, as the root's own mask says.
  if (node.type === 'string' && same(node.src, ['cac:OrderReference', 'cbc:ID']) && node.dest.includes('ram:BuyerOrderReferencedDocument')) {
    node.fxProfileMask = rootMask;
  }
  for (const child of children) mend(child, rootMask);
}

interface CiiWriter {
  convert?: (invoice: unknown, srcPath: string, dest: unknown, destPath: string, transformations: Transformation[]) => void;
}

/** Makes a CII-writing format service use the mended table (it is mended in place, once per process). */
export function withMendedCii<W extends object>(writer: W): W {
  const cii = writer as CiiWriter;
  const convert = cii.convert;
  if (typeof convert !== 'function') return writer;
  cii.convert = function (this: unknown, invoice, srcPath, dest, destPath, transformations) {
    for (const root of transformations) if (!mended.has(root)) mend(root, root.fxProfileMask);
    return convert.call(this, invoice, srcPath, dest, destPath, transformations);
  };
  return writer;
}
