// Runs schematron on XML for scripts/measure/check-einvoices.ts and the conformance corpus
// (scripts/conformance/), with saxon-js and xslt3: an XSLT made
// from schematron (the official CEN XSLTs, or one this module writes from a .sch file) is
// compiled once to SEF, cached under node_modules/.cache, and applied to each document; what
// comes back is the failed assertions. The rules are the artefacts' own, read at run time and
// never stored in the repository.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

interface SaxonNode { readonly nodeName?: string }
interface SaxonJs {
  getResource(options: { text: string; type: 'xml' }): Promise<SaxonNode>;
  XPath: { evaluate(expression: string, context: SaxonNode | null, options?: { namespaceContext?: Record<string, string>; resultForm?: 'array' | 'default' }): unknown };
  serialize(node: SaxonNode, options?: { method: 'xml'; indent: boolean }): string;
  transform(options: Record<string, unknown>, mode: 'sync'): { principalResult: string; stylesheetInternal: unknown };
}

const require = createRequire(import.meta.url);
const saxon = require('saxon-js') as SaxonJs;
const xslt3 = require.resolve('xslt3/xslt3.js');
const cacheDir = resolve('node_modules/.cache/folio-einvoice');

export interface FailedAssertion {
  id: string;
  flag: string;
  text: string;
}

const sch = { sch: 'http://purl.oclc.org/dsdl/schematron', xsl: 'http://www.w3.org/1999/XSL/Transform' };
const nodes = (expression: string, context: SaxonNode) => saxon.XPath.evaluate(expression, context, { namespaceContext: sch, resultForm: 'array' }) as SaxonNode[];
const text = (expression: string, context: SaxonNode) => String(saxon.XPath.evaluate(`string(${expression})`, context, { namespaceContext: sch }));
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * An XSLT 3.0 stylesheet that reports a .sch file's failed assertions as SVRL: one mode per
 * pattern, one template per rule in the order written (so the first matching rule of a pattern
 * fires, as schematron says), its lets as variables and its asserts as tests. `only` keeps the
 * asserts whose id it lists.
 */
export async function xsltFromSchematron(file: string, only?: ReadonlySet<string>): Promise<string> {
  const root = await saxon.getResource({ text: readFileSync(file, 'utf8'), type: 'xml' });
  const schema = nodes('/sch:schema', root)[0]!;
  const namespaces = new Map<string, string>([['u', 'utils'], ['xs', 'http://www.w3.org/2001/XMLSchema']]);
  for (const ns of nodes('sch:ns', schema)) namespaces.set(text('@prefix', ns), text('@uri', ns));
  const patterns: SaxonNode[] = [...nodes('sch:pattern', schema)];
  for (const include of nodes('sch:include', schema)) {
    const included = await saxon.getResource({ text: readFileSync(join(dirname(file), text('@href', include)), 'utf8'), type: 'xml' });
    patterns.unshift(...nodes('/sch:pattern', included));
  }
  const globals = [...nodes('sch:let', schema), ...patterns.flatMap((pattern) => nodes('sch:let', pattern))]
    .map((let_) => `<xsl:variable name="${escape(text('@name', let_))}" select="${escape(text('@value', let_))}"/>`);
  const functions = nodes('xsl:function', schema).map((fn) => saxon.serialize(fn, { method: 'xml', indent: false }).replace(/^<\?xml[^>]*>/, ''));
  const modes: string[] = [];
  const templates = patterns.flatMap((pattern, p) => {
    const rules = nodes('sch:rule', pattern);
    if (rules.length === 0) return [];
    modes.push(`<xsl:apply-templates select="(/, //*, //@*)" mode="p${p}"/>`);
    return [
      `<xsl:template match="document-node() | node() | @*" mode="p${p}" priority="-1000"/>`,
      ...rules.map((rule, r) => {
        const lets = nodes('sch:let', rule).map((let_) => `<xsl:variable name="${escape(text('@name', let_))}" select="${escape(text('@value', let_))}"/>`);
        const asserts = nodes('sch:assert', rule).filter((assert) => !only || only.has(text('@id', assert))).map((assert) => `<xsl:if test="not(${escape(text('@test', assert))})">`
          + `<svrl:failed-assert id="${escape(text('@id', assert))}" flag="${escape(text('@flag', assert) || 'fatal')}" location="{path()}">`
          + `<svrl:text>${escape(text('normalize-space(.)', assert))}</svrl:text></svrl:failed-assert></xsl:if>`);
        return `<xsl:template match="${escape(text('@context', rule))}" mode="p${p}" priority="${1000 - r}">${lets.join('')}${asserts.join('')}</xsl:template>`;
      }),
    ];
  });
  const declarations = [...namespaces].map(([prefix, uri]) => `xmlns:${prefix}="${escape(uri)}"`).join(' ');
  return `<xsl:stylesheet version="3.0" xmlns:xsl="${sch.xsl}" xmlns:svrl="http://purl.oclc.org/dsdl/svrl" ${declarations} exclude-result-prefixes="#all">`
    + `${functions.join('\n')}\n${globals.join('\n')}\n<xsl:template match="/"><svrl:schematron-output>${modes.join('')}</svrl:schematron-output></xsl:template>\n${templates.join('\n')}</xsl:stylesheet>`;
}

export interface Validator {
  name: string;
  validate(xml: string): FailedAssertion[];
}

/** Compiles an XSLT to SEF with xslt3 once (the file is keyed by the XSLT's hash) and returns what applies it. */
export function compiledValidator(name: string, xslt: string): Validator {
  mkdirSync(cacheDir, { recursive: true });
  const key = createHash('sha256').update(xslt).digest('hex').slice(0, 16);
  const sef = join(cacheDir, `${name}-${key}.sef.json`);
  if (!existsSync(sef)) {
    const source = join(cacheDir, `${name}-${key}.xsl`);
    writeFileSync(source, xslt);
    process.stdout.write(`compiling ${name} (once; cached in ${cacheDir}) ...\n`);
    execFileSync(process.execPath, [xslt3, `-xsl:${source}`, `-export:${sef}`, '-nogo', '-relocate:on'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  return sefValidator(name, sef);
}

/**
 * What applies a stylesheet already compiled to SEF (such as the shared conformance folder's
 * `validators/*.sef.json`) and returns its SVRL's failed assertions. The stylesheet is read once,
 * on the first document. A document that is not well-formed XML throws.
 */
export function sefValidator(name: string, sef: string): Validator {
  let internal: unknown;
  return {
    name,
    validate(xml) {
      const result = saxon.transform({
        ...(internal ? { stylesheetInternal: internal } : { stylesheetFileName: sef }),
        sourceText: xml, destination: 'serialized',
      }, 'sync');
      internal = result.stylesheetInternal;
      return [...result.principalResult.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)].map(([, attributes, body]) => ({
        id: /\bid="([^"]*)"/.exec(attributes!)?.[1] ?? '?',
        flag: /\bflag="([^"]*)"/.exec(attributes!)?.[1] ?? 'fatal',
        text: (/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body!)?.[1] ?? '').replace(/\s+/g, ' ').trim(),
      }));
    },
  };
}
