// What a schema says about its values beyond its type, as sentences (R162): every bound of JSON
// Schema 2020-12 (ranges with their exclusive ends, lengths, counts, unique items, multiples,
// patterns), whether the field is read-only, write-only or deprecated, its default, and its
// allowed values: an `enum`, or a `oneOf` of `const`s with each one's title and description.
import type { Schema } from '../../../lib/openapi/index.js';
import type { Block, Inline } from '../page-model/page-model.js';
import { code } from '../page-model/page-model.js';
import { formatNumber } from '../../content/index.js';
import type { Choice } from './schema-merge.js';
import { isBareNull } from './schema-merge.js';

/** The range of a number: `0 to 100`, `greater than 0`, `greater than 0 and at most 100`; none without bounds. */
function numberRange(s: Schema): Inline[] | undefined {
  // OpenAPI 3.0 writes an exclusive bound as `exclusiveMinimum: true` beside `minimum`.
  const low = typeof s.exclusiveMinimum === 'number' ? { value: s.exclusiveMinimum, open: true } : s.minimum !== undefined ? { value: s.minimum, open: s.exclusiveMinimum === true } : undefined;
  const high = typeof s.exclusiveMaximum === 'number' ? { value: s.exclusiveMaximum, open: true } : s.maximum !== undefined ? { value: s.maximum, open: s.exclusiveMaximum === true } : undefined;
  if (low && high && !low.open && !high.open) return [`${formatNumber(low.value)} to ${formatNumber(high.value)}`];
  const words = [
    ...(low ? [`${low.open ? 'greater than' : 'at least'} ${formatNumber(low.value)}`] : []),
    ...(high ? [`${high.open ? 'less than' : 'at most'} ${formatNumber(high.value)}`] : []),
  ];
  return words.length > 0 ? [words.join(' and ')] : undefined;
}

function countRange(low: number | undefined, high: number | undefined, unit: string): Inline[] | undefined {
  if (low !== undefined && high !== undefined) return [low === high ? `exactly ${formatNumber(low)}${unit}` : `${formatNumber(low)} to ${formatNumber(high)}${unit}`];
  if (low !== undefined) return [`at least ${formatNumber(low)}${unit}`];
  if (high !== undefined) return [`at most ${formatNumber(high)}${unit}`];
  return undefined;
}

/** The values a `oneOf`/`anyOf` of `const`s (or one-value enums) allows, with their titles; undefined for any other group. */
export function constValues(choice: Choice): Array<{ value: unknown; title?: string; description?: string }> | undefined {
  const branches = choice.branches.filter((b) => !isBareNull(b));
  const one = (b: Schema): unknown[] | undefined => ('const' in b ? [b.const] : b.enum?.length === 1 ? b.enum : undefined);
  if (branches.length === 0 || !branches.every((b) => one(b) !== undefined && b.$ref === undefined)) return undefined;
  return branches.map((b) => ({ value: one(b)![0], title: b.title, description: b.description }));
}

/** Bounds, access, default and allowed values of a (merged) schema, as sentences; `choices` are its oneOf/anyOf groups. */
export function constraintsOf(schema: Schema, choices: readonly Choice[] = []): Block[] {
  const s = schema;
  const facts: Inline[][] = [];
  const add = (fact: Inline[] | undefined): void => {
    if (fact) facts.push(fact);
  };
  add(numberRange(s));
  add(countRange(s.minLength, s.maxLength, ' characters'));
  add(countRange(s.minItems, s.maxItems, ' items'));
  if (s.uniqueItems) facts.push(['no two items equal']);
  if (s.contains) add(countRange(s.minContains ?? 1, s.maxContains, ' matching items'));
  add(countRange(s.minProperties, s.maxProperties, ' entries'));
  if (s.multipleOf !== undefined) facts.push([`a multiple of ${formatNumber(s.multipleOf)}`]);
  if (s.pattern) facts.push(['matches ', code(s.pattern)]);
  // The bounds are a sentence of their own: its first word starts with a capital.
  const first = facts[0]?.[0];
  if (typeof first === 'string') facts[0]![0] = first[0]!.toUpperCase() + first.slice(1);
  const blocks: Block[] = [];
  if (s.readOnly) blocks.push({ kind: 'p', className: 'access', content: ['Read-only: the service sends it and ignores it in requests.'] });
  if (s.writeOnly) blocks.push({ kind: 'p', className: 'access', content: ['Write-only: accepted in requests and never sent back.'] });
  if (s.deprecated) blocks.push({ kind: 'p', className: 'deprecated', content: ['Deprecated.'] });
  if (facts.length > 0) blocks.push({ kind: 'p', className: 'bounds', content: [...facts.flatMap((f, i) => [...(i > 0 ? ['; '] : []), ...f]), '.'] });
  if (s.default !== undefined) blocks.push({ kind: 'p', className: 'default', content: ['Default: ', code(JSON.stringify(s.default)), '.'] });
  if (s.enum) {
    const notes = s['x-enumDescriptions'] ?? {};
    blocks.push({ kind: 'list', className: 'enum', lead: 'One of:', items: s.enum.map((v) => [code(JSON.stringify(v)), ...(notes[String(v)] ? [`: ${notes[String(v)]}`] : [])]) });
  } else if (s.const !== undefined) {
    blocks.push({ kind: 'p', className: 'enum', content: ['Always ', code(JSON.stringify(s.const)), '.'] });
  }
  for (const choice of choices) {
    const values = constValues(choice);
    if (!values) continue;
    const items = values.map(({ value, title, description }): Inline[] => {
      const words = [title, description].filter((w): w is string => Boolean(w?.trim())).map((w) => w.trim().replace(/\s+/g, ' '));
      return [code(JSON.stringify(value)), ...(words.length > 0 ? [`: ${words.join(' — ')}`] : [])];
    });
    blocks.push({ kind: 'list', className: 'enum', lead: 'One of:', items });
  }
  return blocks;
}
