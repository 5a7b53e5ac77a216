// Finishes the Factur-X PDF that @e-invoice-eu/core 2.3.4 makes as PDF/A-3B (D38, R131):
// one PDF version (1.7, the header, the catalog and the XMP agree), an output intent whose ICC
// stream says its number of colour components (/N, ISO 32000-1 Table 66), and one set of document
// facts written to both the Info dictionary and the XMP (title, author, creator, producer, dates).
// Every date is the document's issue date, where the library stamps the time of rendering, so the
// same document gives the same bytes. The library's XMP is replaced, not edited: it was built
// from text it did not escape (R130). Post-processing the bytes keeps this apart from its code.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFHeader, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFStream, PDFString } from '@cantoo/pdf-lib';
import { labelsFor, type BillingDocument } from '../../domain/documents/index.js';

/** The version PDF/A-3 is built on (ISO 32000-1). */
const pdfVersion = '1.7';
const tool = 'folio';

/** ICC header colour spaces (bytes 16-19) and their number of components. */
const iccComponents: Record<string, number> = { 'GRAY': 1, 'RGB ': 3, 'CMYK': 4, 'Lab ': 3 };

export interface DocumentFacts {
  title: string;
  author: string;
  creator: string;
  producer: string;
  /** ISO 8601, as XMP writes dates. */
  date: string;
}

export function documentFacts(doc: BillingDocument): DocumentFacts {
  const labels = labelsFor(doc.locale);
  return {
    title: `${doc.kind === 'invoice' ? labels.invoice : labels.creditNote} ${doc.number}`,
    author: doc.seller.legalName,
    creator: tool,
    producer: tool,
    date: `${doc.issueDate}T00:00:00Z`,
  };
}

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');

/** The XMP packet: PDF/A-3B identification, the document facts, and the Factur-X extension schema with its values. */
export function facturXXmp(facts: DocumentFacts): string {
  const property = (name: string, description: string) => `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance></rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:format>application/pdf</dc:format><dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(facts.title)}</rdf:li></rdf:Alt></dc:title><dc:creator><rdf:Seq><rdf:li>${xmlText(facts.author)}</rdf:li></rdf:Seq></dc:creator></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><pdf:Producer>${xmlText(facts.producer)}</pdf:Producer><pdf:PDFVersion>${pdfVersion}</pdf:PDFVersion></rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreatorTool>${xmlText(facts.creator)}</xmp:CreatorTool><xmp:CreateDate>${facts.date}</xmp:CreateDate><xmp:ModifyDate>${facts.date}</xmp:ModifyDate><xmp:MetadataDate>${facts.date}</xmp:MetadataDate></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#"><pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource"><pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema><pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI><pdfaSchema:prefix>fx</pdfaSchema:prefix><pdfaSchema:property><rdf:Seq>${property('DocumentFileName', 'The name of the embedded XML document')}${property('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}${property('Version', 'The actual version of the standard applying to the embedded XML document')}${property('ConformanceLevel', 'The conformance level of the embedded XML document')}</rdf:Seq></pdfaSchema:property></rdf:li></rdf:Bag></pdfaExtension:schemas></rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"><fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>factur-x.xml</fx:DocumentFileName><fx:Version>1.0</fx:Version><fx:ConformanceLevel>EN 16931</fx:ConformanceLevel></rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** /N for every output intent's ICC profile, from the profile's own header. */
function completeOutputIntents(pdf: PDFDocument): void {
  const intents = pdf.catalog.lookupMaybe(PDFName.of('OutputIntents'), PDFArray);
  for (let index = 0; intents && index < intents.size(); index += 1) {
    const profile = intents.lookupMaybe(index, PDFDict)?.lookupMaybe(PDFName.of('DestOutputProfile'), PDFStream);
    if (!(profile instanceof PDFRawStream)) continue;
    const space = Buffer.from(decodePDFRawStream(profile).decode().subarray(16, 20)).toString('latin1');
    const components = iccComponents[space];
    if (components) profile.dict.set(PDFName.of('N'), PDFNumber.of(components));
  }
}

/** The embedded files' own dates (their /Params) become the document's date. */
function dateEmbeddedFiles(pdf: PDFDocument, date: Date): void {
  const files = pdf.catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  for (let index = 0; files && index < files.size(); index += 1) {
    const stream = files.lookupMaybe(index, PDFDict)?.lookupMaybe(PDFName.of('EF'), PDFDict)?.lookupMaybe(PDFName.of('F'), PDFStream);
    const params = stream?.dict.lookupMaybe(PDFName.of('Params'), PDFDict);
    params?.set(PDFName.of('CreationDate'), PDFString.fromDate(date));
    params?.set(PDFName.of('ModDate'), PDFString.fromDate(date));
  }
}

/** The library's Factur-X as PDF/A-3B with folio's facts, the same bytes for the same document. */
export async function finishFacturX(bytes: Uint8Array, doc: BillingDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const facts = documentFacts(doc);
  const date = new Date(facts.date);
  pdf.context.header = PDFHeader.forVersion(1, 7);
  pdf.catalog.delete(PDFName.of('Version'));
  completeOutputIntents(pdf);
  dateEmbeddedFiles(pdf, date);
  const info = pdf.context.lookup(pdf.context.trailerInfo.Info, PDFDict);
  for (const key of info.keys()) info.delete(key);
  pdf.setTitle(facts.title);
  pdf.setAuthor(facts.author);
  pdf.setCreator(facts.creator);
  pdf.setProducer(facts.producer);
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  // The packet takes the place of the library's, in its object, so none of the old one is left in the file.
  const xmp = new TextEncoder().encode(facturXXmp(facts));
  const metadata = pdf.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML', Length: xmp.length });
  const place = pdf.catalog.get(PDFName.of('Metadata'));
  if (place instanceof PDFRef) pdf.context.assign(place, metadata);
  else pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(metadata));
  return pdf.save();
}
