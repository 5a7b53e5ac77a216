// Mutations of a valid value that break exactly one rule of its JSON Schema, each with the
// path of the field at fault (the `param` the service must name): a wrong type, a number
// out of bounds, a string too short, too long, off its pattern, format or enum, too few or
// too many items or keys, a forbidden key name, an unknown field, a required field left out,
// and a field of the response sent in the request.
import fc from 'fast-check';
import type { JsonSchema } from '../../helpers/contract.js';
import {
  arbitraryOf, codePoint, formats, lengthOk, paramOf, stringArbitrary, typesOf, type Generation, type Path, type Wire,
} from './schema-arbitrary.js';

/** One rule broken in an otherwise valid value. */
export interface Mutation {
  /** The whole value with the rule broken. */
  value: unknown;
  /** Which rule, in words: "lines[0].quantity above maximum 1000000". */
  rule: string;
  /** The kind of rule, without the field: "above maximum 1000000". */
  kind: string;
  /** The field at fault; [] when it is the value as a whole. */
  path: Path;
}

/**
 * A deep copy made in this realm. (structuredClone makes objects of Node's own realm, which
 * fast-check, loaded in Jest's test realm, would print as [object Object].)
 */
function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)]));
  return value;
}

/** The same value with the node at `path` replaced, or deleted when `replacement` is `remove`. */
const remove = Symbol('remove');
function replaceAt(root: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const out = copy(root) as Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, out);
  const last = path.at(-1)!;
  if (replacement === remove) delete parent[last];
  else parent[last] = replacement;
  return out;
}

/** Names for unknown fields. (Names holding . / or ~ are pinned in regressions.test.ts.) */
const identifier = fc.stringMatching(/^[a-z][a-z0-9_]{0,15}$/);

/** Collects the mutations of one value; `root` is the whole value they are made in. */
interface Sites {
  root: unknown;
  gen: Generation;
  out: Array<fc.Arbitrary<Mutation>>;
}

/** A mutation that puts `node` at `path` (or removes what is there) and blames that field. */
function site(sites: Sites, field: string, kind: string, path: Path, node: fc.Arbitrary<unknown>): void {
  sites.out.push(node.map((n) => ({ value: replaceAt(sites.root, path, n), rule: `${field} ${kind}`, kind, path })));
}

/** Values of a type that `schema` does not allow, as they would travel on the wire. */
function wrongTypes(schema: JsonSchema, wire: Wire): unknown[] {
  const allowed = typesOf(schema);
  if (allowed.length === 0) return [];
  const numeric = allowed.includes('number') || allowed.includes('integer');
  if (wire !== 'json') {
    if (allowed.includes('string')) return [];
    return [...(numeric ? [] : ['7']), ...(allowed.includes('number') ? [] : ['1.5']), 'abc', ...(allowed.includes('boolean') ? [] : ['true'])];
  }
  const candidates: Array<[string, unknown]> = [
    ['string', '1'], ['integer', 7], ['number', 1.5], ['boolean', true], ['null', null], ['array', []], ['object', {}],
  ];
  return candidates
    .filter(([type]) => !allowed.includes(type) && !(type === 'integer' && allowed.includes('number')))
    .map(([, value]) => value);
}

/** Strings that break `schema`'s enum, pattern, format or length and nothing else. */
function badStrings(schema: JsonSchema, wire: Wire): Array<[string, fc.Arbitrary<string>]> {
  const out: Array<[string, fc.Arbitrary<string>]> = [];
  const fill = wire === 'header' ? ['k'] : ['x', 'é', '😀', '\u0301', '\u200f'];
  if (schema.enum) {
    const variants = schema.enum.flatMap((v) => [String(v).toLowerCase(), String(v).toUpperCase(), ` ${String(v)}`, `${String(v)}s`]);
    out.push(['not in enum', fc.constantFrom(...variants.filter((v) => !schema.enum!.includes(v)))]);
    return out;
  }
  if (schema.minLength !== undefined && schema.minLength > 0) {
    out.push([`shorter than minLength ${schema.minLength}`, fc.constantFrom(...fill).map((c) => c.repeat(schema.minLength! - 1))]);
  }
  if (schema.maxLength !== undefined) {
    out.push([`longer than maxLength ${schema.maxLength}`, fc.constantFrom(...fill).map((c) => c.repeat(schema.maxLength! + 1))]);
  }
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern);
    out.push([`not matching ${schema.pattern}`, fc.string({ unit: codePoint(wire), maxLength: 8 }).filter((s) => !pattern.test(s) && lengthOk(schema, s))]);
  }
  const format = schema.format === undefined ? undefined : formats[schema.format];
  if (format) out.push([`not a ${schema.format}`, fc.constantFrom(...format.invalid.filter((s) => lengthOk(schema, s)))]);
  return out;
}

function sitesOf(schema: JsonSchema, value: unknown, path: Path, sites: Sites): void {
  const { gen } = sites;
  const name = paramOf(path) ?? { json: 'the body', query: 'the query string', header: 'the headers' }[gen.wire];
  const here = (kind: string, node: fc.Arbitrary<unknown>) => site(sites, name, kind, path, node);
  // Query parameters and headers are fuzzed as one object, but only their members travel.
  const wrong = gen.wire !== 'json' && path.length === 0 ? [] : wrongTypes(schema, gen.wire);
  if (wrong.length > 0) here('of a wrong type', fc.constantFrom(...wrong));
  if (value === null) return;

  const numericText = gen.wire !== 'json' && typesOf(schema).some((t) => t === 'integer' || t === 'number');
  if (typeof value === 'number' || numericText) {
    const as = (n: number) => (gen.wire === 'json' ? n : String(n));
    if (schema.minimum !== undefined) here(`below minimum ${schema.minimum}`, fc.constant(as(schema.minimum - 1)));
    if (schema.maximum !== undefined) here(`above maximum ${schema.maximum}`, fc.constant(as(schema.maximum + 1)));
  } else if (typeof value === 'string') {
    for (const [rule, bad] of badStrings(schema, gen.wire)) here(rule, bad);
  }

  if (Array.isArray(value)) {
    const item = schema.items ?? {};
    if (schema.minItems !== undefined && schema.minItems > 0) here(`with fewer than ${schema.minItems} items`, fc.constant(value.slice(0, schema.minItems - 1)));
    if (schema.maxItems !== undefined) {
      here(`with more than ${schema.maxItems} items`, fc.array(arbitraryOf(item, gen), { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 1 }));
    }
    // The first, second and last items stand for the others.
    for (const index of new Set([0, 1, value.length - 1].filter((i) => i >= 0 && i < value.length))) {
      sitesOf(item, value[index], [...path, index], sites);
    }
  }

  if (typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const properties = schema.properties ?? {};
    const keys = Object.keys(record);
    for (const key of schema.required ?? []) {
      if (key in record) site(sites, paramOf([...path, key])!, 'left out although required', [...path, key], fc.constant(remove));
    }
    if (schema.additionalProperties === false) {
      const unknown = fc.tuple(identifier.filter((key) => !(key in properties)), fc.constantFrom<unknown>('red', 1, true, null, {}));
      sites.out.push(unknown.map(([key, v]) => ({
        value: replaceAt(sites.root, [...path, key], v),
        rule: `${name} with the unknown field ${key}`,
        kind: 'with an unknown field',
        path: [...path, key],
      })));
    }
    const extra = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
    if (extra) {
      const fresh = (schema.propertyNames ? stringArbitrary(schema.propertyNames, gen) : identifier).filter((k) => !(k in record));
      if (schema.maxProperties !== undefined) {
        const count = schema.maxProperties + 1 - keys.length;
        const more = fc.tuple(fc.uniqueArray(fresh, { minLength: count, maxLength: count }), arbitraryOf(extra, gen));
        here(`with more than ${schema.maxProperties} keys`, more.map(([names, v]) => ({ ...record, ...Object.fromEntries(names.map((n) => [n, v])) })));
      }
      const names = schema.propertyNames;
      if (names && (schema.maxProperties === undefined || keys.length < schema.maxProperties)) {
        const badKeys: string[] = [];
        if (names.minLength !== undefined && names.minLength > 0) badKeys.push('k'.repeat(names.minLength - 1));
        if (names.maxLength !== undefined) badKeys.push('k'.repeat(names.maxLength + 1));
        if (badKeys.length > 0) {
          here('with a key that its propertyNames forbid', fc.tuple(fc.constantFrom(...badKeys), arbitraryOf(extra, gen)).map(([k, v]) => ({ ...record, [k]: v })));
        }
      }
      for (const key of keys.slice(0, 3)) sitesOf(extra, record[key], [...path, key], sites);
    }
    for (const [key, property] of Object.entries(properties)) {
      if (key in record) sitesOf(property, record[key], [...path, key], sites);
    }
  }
}

/**
 * Every way to break exactly one rule of `schema` in `value`, and the field each breaks.
 * `forbidden` lists fields that must never be sent at the top level (the service computes
 * them), with a value to send for each.
 */
export function mutationsOf(
  schema: JsonSchema,
  value: unknown,
  gen: Generation,
  forbidden: Record<string, fc.Arbitrary<unknown>> = {},
): Array<fc.Arbitrary<Mutation>> {
  const sites: Sites = { root: value, gen, out: [] };
  sitesOf(schema, value, [], sites);
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, arbitrary] of Object.entries(forbidden)) {
      if (!(key in value)) site(sites, key, 'a response field sent in the request', [key], arbitrary);
    }
  }
  return sites.out;
}

/**
 * A valid value of `schema` with exactly one of its rules broken. Every optional property
 * is present before the mutation, so that each can be broken; values with nothing to
 * break are skipped.
 */
export function mutatedArbitrary(
  schema: JsonSchema,
  gen: Generation,
  forbidden: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<Mutation> {
  const full = schema.properties ? { ...schema, required: Object.keys(schema.properties) } : schema;
  return arbitraryOf(full, gen)
    .chain((value) => {
      const options = mutationsOf(schema, value, gen, forbidden);
      return options.length === 0 ? fc.constant(undefined) : fc.oneof(...options);
    })
    .filter((m): m is Mutation => m !== undefined);
}
