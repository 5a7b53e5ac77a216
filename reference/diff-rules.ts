// The `diff-rules` source: the table of the rules `folio diff` and the change gate apply
// (`::generated{source="diff-rules"}`), one row per level and case with the rule ids that
// report it, made from lib/openapi-diff's own table so that the manual cannot miss a rule.
import type { GeneratedSource } from '../sitegen/content/index.js';
import { checkAttributes, code, markdownTable } from '../sitegen/content/index.js';
import { RULES } from '../lib/openapi-diff/index.js';

export const diffRulesTable: GeneratedSource = (attributes) => {
  checkAttributes('diff-rules', attributes, []);
  const rows = new Map<string, { level: string; ids: string[]; when: string }>();
  for (const rule of RULES) {
    const key = `${rule.level} ${rule.when}`;
    const row = rows.get(key) ?? { level: rule.level, ids: [], when: rule.when };
    row.ids.push(code(rule.id));
    rows.set(key, row);
  }
  return markdownTable(['Level', 'Rule', 'When'], [...rows.values()].map((row) => [row.level, row.ids.join(', '), row.when]));
};
