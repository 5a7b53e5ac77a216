// Makes @e-invoice-eu/core 2.3.4 write every text exactly as folio hands it (R130). The library
// turns its finished object tree into XML with xmlbuilder2 4.0.3's object reader, which decodes
// entity references in text and attribute values (`&amp;` becomes `&`, `&#x41;` becomes `A`),
// and its writer, which leaves anything shaped like an entity reference unescaped (`AT&T; Europe`
// is written `&T;`, which no parser reads). So each string is handed over encoded once for the
// reader, as what the writer must print: `&` as `&amp;`, and the characters a parser would
// normalise as character references (`\r` in text; `\r`, `\n`, `\t` in attributes). `<`, `>` and
// `"` are the writer's to escape, and it does.

interface XmlWriter {
  renderXML?: (data: object) => string;
}

/** The reader turns `&#38;` into `&`, so each of these reaches the writer as the reference after it. */
const forReader = (reference: string) => `&#38;${reference.slice(1)}`;
const textReferences: Record<string, string> = { '&': '&amp;', '\r': '&#13;' };
const attributeReferences: Record<string, string> = { ...textReferences, '\n': '&#10;', '\t': '&#9;' };

function encoded(value: string, references: Record<string, string>): string {
  return value.replace(/[&\r\n\t]/g, (char) => (references[char] ? forReader(references[char]) : char));
}

/** The library's tree with every string encoded as above; a key holding `@` names an attribute. */
function encodedTree(node: unknown, attribute: boolean): unknown {
  if (typeof node === 'string') return encoded(node, attribute ? attributeReferences : textReferences);
  if (Array.isArray(node)) return node.map((item) => encodedTree(item, attribute));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, encodedTree(value, key.includes('@'))]));
}

/** Makes an XML-writing format service print every string of the document exactly. */
export function withExactText<W extends object>(writer: W): W {
  const xml = writer as XmlWriter;
  const render = xml.renderXML;
  if (typeof render !== 'function') return writer;
  xml.renderXML = function (this: unknown, data) {
    return render.call(this, encodedTree(data, false) as object);
  };
  return writer;
}
