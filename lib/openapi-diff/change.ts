// One change between two contracts, as `folio diff` prints it, and the collector the rules
// report into: a change found through several uses of one shared schema is kept once.
import { LEVELS, ruleOf, type Level } from './rule-table.js';

export interface Change {
  level: Level;
  /** A stable id of the rule that found the change, such as `response-property-removed`. */
  rule: string;
  /** The JSON pointer of the changed place: in the new contract, or in the old one for a removal. */
  pointer: string;
  /** One sentence for a person. */
  message: string;
}

/** Collects changes, each (rule, pointer) once, in the order they were found. */
export class Changes {
  readonly #byKey = new Map<string, Change>();

  /** Records a change found by the rule `rule` (an id of rule-table.ts, which gives its level). */
  add(rule: string, pointer: string, message: string): void {
    const key = `${rule} ${pointer}`;
    if (!this.#byKey.has(key)) this.#byKey.set(key, { level: ruleOf(rule).level, rule, pointer, message });
  }

  /** Every change, breaking first, then warnings, then info; in the order found within a level. */
  list(): Change[] {
    const all = [...this.#byKey.values()];
    return LEVELS.flatMap((level) => all.filter((change) => change.level === level));
  }
}

/** `base` extended by one reference token, escaped as RFC 6901 says (`~` as `~0`, `/` as `~1`). */
export function pointerTo(base: string, ...tokens: Array<string | number>): string {
  return base + tokens.map((token) => `/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** A sentence's first letter in capitals; a sentence that starts with code (a backquote) is kept as is. */
export function capital(text: string): string {
  return text.startsWith('`') ? text : text.charAt(0).toUpperCase() + text.slice(1);
}
