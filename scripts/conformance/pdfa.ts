// A structural check of a Factur-X PDF as PDF/A-3B (R131), for the tests and the conformance corpus:
// veraPDF cannot run here, so this reads the file with @cantoo/pdf-lib and checks what folio's
// documents could get wrong: the output intent and its ICC profile, the Info dictionary against
// the XMP, one PDF version, embedded fonts, and the factur-x.xml attachment with its XMP schema.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRawStream, PDFStream, PDFString } from '@cantoo/pdf-lib';

const iccComponents: Record<string, number> = { 'GRAY': 1, 'RGB ': 3, 'CMYK': 4, 'Lab ': 3 };
const facturX = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

const name = (dict: PDFDict | undefined, key: string) => dict?.lookupMaybe(PDFName.of(key), PDFName)?.decodeText();
const text = (dict: PDFDict, key: string) => dict.lookupMaybe(PDFName.of(key), PDFString, PDFHexString)?.decodeText();

function decodeXml(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#([0-9]+)|(amp|lt|gt|quot|apos));/gi, (_, hex: string, dec: string, named: string) => (
    named ? ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: '\'' } as Record<string, string>)[named]! : String.fromCodePoint(parseInt(hex ?? dec, hex ? 16 : 10))));
}

/** A simple XMP property's value, written as an element (the first rdf:li of an Alt or Seq) or as an attribute. */
function xmpValue(xmp: string, property: string): string | undefined {
  const element = new RegExp(`<${property}(?:\\s[^>]*)?>([\\s\\S]*?)</${property}>`).exec(xmp)?.[1];
  if (element !== undefined) return decodeXml(/<rdf:li\b[^>]*>([\s\S]*?)<\/rdf:li>/.exec(element)?.[1] ?? element).trim();
  const attribute = new RegExp(`\\s${property}="([^"]*)"`).exec(xmp)?.[1];
  return attribute === undefined ? undefined : decodeXml(attribute);
}

/** A PDF date (D:YYYYMMDDHHmmSSOHH'mm') or an XMP date as milliseconds since 1970, NaN when unreadable. */
function instant(value: string): number {
  const pdf = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(\d{2})?'?(\d{2})?'?)?$/.exec(value);
  if (!pdf) return Date.parse(value);
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign = 'Z', oh = '00', om = '00'] = pdf;
  return Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}${/[Zz]/.test(sign) ? 'Z' : `${sign}${oh}:${om}`}`);
}

function outputIntentProblems(pdf: PDFDocument): string[] {
  const intents = pdf.catalog.lookupMaybe(PDFName.of('OutputIntents'), PDFArray)?.asArray().map((_, index, all) => pdf.context.lookup(all[index], PDFDict)) ?? [];
  const intent = intents.find((candidate) => name(candidate, 'S') === 'GTS_PDFA1');
  if (!intent) return ['OutputIntents: no output intent of subtype GTS_PDFA1'];
  const profile = intent.lookupMaybe(PDFName.of('DestOutputProfile'), PDFStream);
  if (!(profile instanceof PDFRawStream)) return ['OutputIntents: the GTS_PDFA1 intent has no DestOutputProfile ICC stream'];
  const space = Buffer.from(decodePDFRawStream(profile).decode().subarray(16, 20)).toString('latin1');
  const n = profile.dict.lookupMaybe(PDFName.of('N'), PDFNumber)?.asNumber();
  if (n === undefined) return [`OutputIntents: the ICC stream has no /N (its header's colour space is "${space}")`];
  return iccComponents[space] === n ? [] : [`OutputIntents: the ICC stream's /N is ${n}, its header's colour space "${space}" has ${iccComponents[space] ?? 'unknown'} components`];
}

/** ISO 19005-3 6.6.2.3.1: each Info entry and its XMP property say the same. */
function infoProblems(pdf: PDFDocument, xmp: string): string[] {
  const info = pdf.context.lookupMaybe(pdf.context.trailerInfo.Info, PDFDict);
  const pairs: Array<[string, string, boolean]> = [
    ['Title', 'dc:title', false], ['Author', 'dc:creator', false], ['Subject', 'dc:description', false], ['Keywords', 'pdf:Keywords', false],
    ['Creator', 'xmp:CreatorTool', false], ['Producer', 'pdf:Producer', false], ['CreationDate', 'xmp:CreateDate', true], ['ModDate', 'xmp:ModifyDate', true],
  ];
  return pairs.flatMap(([key, property, date]) => {
    const fromInfo = info ? text(info, key) : undefined;
    const fromXmp = xmpValue(xmp, property);
    if (fromInfo === undefined && fromXmp === undefined) return [];
    const agree = fromInfo !== undefined && fromXmp !== undefined && (date ? instant(fromInfo) === instant(fromXmp) && !Number.isNaN(instant(fromInfo)) : fromInfo === fromXmp);
    return agree ? [] : [`Info /${key} ${JSON.stringify(fromInfo ?? null)} and XMP ${property} ${JSON.stringify(fromXmp ?? null)} disagree`];
  });
}

function versionProblems(pdf: PDFDocument, bytes: Uint8Array, xmp: string): string[] {
  const header = /^%PDF-(\d\.\d)/.exec(Buffer.from(bytes.subarray(0, 16)).toString('latin1'))?.[1];
  const problems = header ? [] : ['the file does not start with a %PDF-n.n header'];
  const catalog = name(pdf.catalog, 'Version');
  if (catalog && catalog !== header) problems.push(`the header says PDF ${header}, the catalog's /Version ${catalog}`);
  const stated = xmpValue(xmp, 'pdf:PDFVersion');
  if (stated && stated !== (catalog ?? header)) problems.push(`the header says PDF ${catalog ?? header}, the XMP's pdf:PDFVersion ${stated}`);
  if (xmpValue(xmp, 'pdfaid:part') !== '3') problems.push(`XMP pdfaid:part is ${JSON.stringify(xmpValue(xmp, 'pdfaid:part') ?? null)}, not 3`);
  if (xmpValue(xmp, 'pdfaid:conformance') !== 'B') problems.push(`XMP pdfaid:conformance is ${JSON.stringify(xmpValue(xmp, 'pdfaid:conformance') ?? null)}, not B`);
  return problems;
}

function fontProblems(pdf: PDFDocument): string[] {
  const embedded = (font: PDFDict) => {
    const descriptor = font.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
    return ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor?.has(PDFName.of(key)));
  };
  return pdf.context.enumerateIndirectObjects().flatMap(([, object]) => {
    if (!(object instanceof PDFDict) || name(object, 'Type') !== 'Font') return [];
    const subtype = name(object, 'Subtype');
    if (subtype === 'Type3') return [];
    const fonts = subtype === 'Type0' ? object.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray)?.asArray().map((ref) => pdf.context.lookup(ref, PDFDict)) ?? [] : [object];
    return fonts.length > 0 && fonts.every(embedded) ? [] : [`font ${name(object, 'BaseFont') ?? '(unnamed)'} is not embedded`];
  });
}

/** The file specifications of the catalog's EmbeddedFiles name tree. */
function embeddedFiles(pdf: PDFDocument): PDFDict[] {
  const walk = (node: PDFDict | undefined): PDFDict[] => {
    const names = node?.lookupMaybe(PDFName.of('Names'), PDFArray)?.asArray() ?? [];
    const kids = node?.lookupMaybe(PDFName.of('Kids'), PDFArray)?.asArray() ?? [];
    return [...names.filter((_, index) => index % 2 === 1).map((ref) => pdf.context.lookup(ref, PDFDict)), ...kids.flatMap((kid) => walk(pdf.context.lookup(kid, PDFDict)))];
  };
  return walk(pdf.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict));
}

function facturXProblems(pdf: PDFDocument, xmp: string): string[] {
  const problems: string[] = [];
  const spec = embeddedFiles(pdf).find((file) => (text(file, 'UF') ?? text(file, 'F')) === 'factur-x.xml');
  if (!spec) problems.push('no embedded file factur-x.xml');
  else {
    if (name(spec, 'AFRelationship') !== 'Alternative') problems.push(`factur-x.xml's /AFRelationship is ${name(spec, 'AFRelationship') ?? 'missing'}, not /Alternative`);
    const af = pdf.catalog.lookupMaybe(PDFName.of('AF'), PDFArray)?.asArray().map((ref) => pdf.context.lookup(ref)) ?? [];
    if (!af.includes(spec)) problems.push('factur-x.xml is not listed in the catalog\'s /AF array');
    const subtype = name(spec.lookupMaybe(PDFName.of('EF'), PDFDict)?.lookupMaybe(PDFName.of('F'), PDFStream)?.dict, 'Subtype');
    if (subtype !== 'text/xml') problems.push(`factur-x.xml's /Subtype is ${subtype ?? 'missing'}, not text/xml`);
  }
  if (!xmp.includes(`<pdfaSchema:namespaceURI>${facturX}</pdfaSchema:namespaceURI>`)) problems.push('the XMP has no PDF/A extension schema for the Factur-X namespace');
  const wanted: Array<[string, string]> = [['fx:DocumentType', 'INVOICE'], ['fx:DocumentFileName', 'factur-x.xml'], ['fx:ConformanceLevel', 'EN 16931']];
  for (const [property, value] of wanted) {
    if (xmpValue(xmp, property) !== value) problems.push(`XMP ${property} is ${JSON.stringify(xmpValue(xmp, property) ?? null)}, not ${JSON.stringify(value)}`);
  }
  return problems;
}

/** What keeps the PDF from being PDF/A-3B with Factur-X EN 16931 inside, one sentence each; empty when nothing was found. */
export async function pdfA3bProblems(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const metadata = pdf.catalog.lookupMaybe(PDFName.of('Metadata'), PDFStream);
  const xmp = metadata instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(metadata).decode()).toString('utf8') : '';
  return [
    ...(xmp ? [] : ['the catalog has no XMP /Metadata stream']),
    ...outputIntentProblems(pdf),
    ...infoProblems(pdf, xmp),
    ...versionProblems(pdf, bytes, xmp),
    ...fontProblems(pdf),
    ...facturXProblems(pdf, xmp),
  ];
}
