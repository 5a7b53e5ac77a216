// Chooses which ranked sections an answer holds: the relevant ones, best first, as long as
// their token counts from the manifest (plus the heading ask adds) fit the budget. When even
// the best section is larger than the budget, its first lines are kept instead.

export interface Sized {
  score: number;
  /** Tokens the section takes in the answer: the manifest's count plus the lines ask adds. */
  cost: number;
}

export interface SelectOptions {
  /** A section counts as relevant when its score is at least this share of the best score. */
  relative: number;
  /** At most this many sections per answer. */
  most: number;
}

export const SELECT_OPTIONS: SelectOptions = { relative: 0.5, most: 3 };

/**
 * The chosen items, in rank order. The best one always comes first, `cut` to its first lines
 * when it alone is over the budget; the others follow while they fit whole.
 */
export function selectWithinBudget<T extends Sized>(ranked: readonly T[], budget: number, options = SELECT_OPTIONS): Array<{ item: T; cut: boolean }> {
  if (ranked.length === 0) return [];
  if (ranked[0].cost > budget) return [{ item: ranked[0], cut: true }];
  const floor = ranked[0].score * options.relative;
  const chosen: Array<{ item: T; cut: boolean }> = [];
  let left = budget;
  for (const item of ranked.slice(0, options.most)) {
    if (item.score < floor) break;
    if (item.cost <= left) {
      chosen.push({ item, cut: false });
      left -= item.cost;
    }
  }
  return chosen;
}

/**
 * The first lines of `lines` (a section of `tokens` tokens) that fit `budget`, with their
 * tokens estimated by their share of the section's characters. When even the first line does
 * not fit: no lines, and the tokens that line would need.
 */
export function cutToBudget(lines: readonly string[], tokens: number, budget: number): { lines: string[]; tokens: number } {
  const total = lines.reduce((sum, line) => sum + line.length + 1, 0);
  const estimate = (chars: number): number => Math.ceil((chars / total) * tokens);
  let kept = 0;
  let chars = 0;
  while (kept < lines.length && estimate(chars + lines[kept].length + 1) <= budget) chars += lines[kept++].length + 1;
  if (kept === 0) return { lines: [], tokens: estimate((lines[0]?.length ?? 0) + 1) };
  return { lines: lines.slice(0, kept), tokens: estimate(chars) };
}
