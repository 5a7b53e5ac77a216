// Retrieval quality of folio ask over a set of questions with known answers: hit@1, hit@3
// (the share of questions with an answer among the first 1 or 3 sections) and the mean
// reciprocal rank of the first answer. Used by `npm run eval:ask` and its test.
import type { DocsSearch } from './ask.js';

export interface EvalQuestion {
  question: string;
  /** Chunk ids that answer the question; any one of them counts. */
  answers: string[];
}

export interface EvalResult {
  questions: number;
  hitAt1: number;
  hitAt3: number;
  mrr: number;
  /** The questions whose answer was not first: the rank it had (0 when not found) and the ids ranked above it. */
  misses: Array<{ question: string; rank: number; ranked: string[] }>;
}

/** Ranks every question and scores where its first answer landed. */
export async function evaluate(docs: DocsSearch, questions: readonly EvalQuestion[]): Promise<EvalResult> {
  let hit1 = 0;
  let hit3 = 0;
  let reciprocal = 0;
  const misses: EvalResult['misses'] = [];
  for (const { question, answers } of questions) {
    const ranked = (await docs.rank(question)).map((c) => c.id);
    const rank = ranked.findIndex((id) => answers.includes(id)) + 1;
    if (rank === 1) hit1++;
    if (rank >= 1 && rank <= 3) hit3++;
    if (rank >= 1) reciprocal += 1 / rank;
    if (rank !== 1) misses.push({ question, rank, ranked: ranked.slice(0, rank === 0 ? 3 : rank - 1) });
  }
  const share = (n: number): number => Math.round((n / questions.length) * 1000) / 1000;
  return { questions: questions.length, hitAt1: share(hit1), hitAt3: share(hit3), mrr: share(reciprocal), misses };
}
