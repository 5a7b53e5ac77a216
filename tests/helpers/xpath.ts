// Reads an e-invoice's XML with XPath (saxon-js), with the namespaces of UBL and CII bound to
// the prefixes their specifications use: what the e-invoice tests ask of a document.
import { createRequire } from 'node:module';

interface SaxonJs {
  getResource(options: { text: string; type: 'xml' }): Promise<unknown>;
  XPath: { evaluate(expression: string, context: unknown, options: { namespaceContext: Record<string, string> }): unknown };
}
const saxon = createRequire(import.meta.url)('saxon-js') as SaxonJs;

const namespaceContext = {
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/** A reader of `xml` that answers the string value of an XPath expression in it. */
export async function xpathOf(xml: string): Promise<(path: string) => string> {
  const document = await saxon.getResource({ text: xml, type: 'xml' });
  return (path) => String(saxon.XPath.evaluate(`string(${path})`, document, { namespaceContext }));
}
