// `folio ask`: answers a question from a docs package with its best sections, within a token
// budget. Sections are ranked over the site's browser index (search/, agents/ask/rank.ts), sized
// by the manifest's token counts, and cut from the page files by the manifest's line numbers; no
// tokenizer is loaded.
import { DEFAULT_BUDGET, DEFAULT_PACKAGE } from './defaults.js';
import type { DocsPackage } from './package-source.js';
import { openPackage } from './package-source.js';
import type { PackageChunk, PackagePage } from './package-shape.js';
import { Ranker } from './rank.js';
import { addedTokens, CUT_NOTE, sectionHeading } from './format.js';
import { cutToBudget, SELECT_OPTIONS, selectWithinBudget } from './select.js';
import type { Answer, AnswerSection } from './answer.js';

export interface AskOptions {
  /** A built docs package: a folder or a site's base URL. Default: `dist`. */
  package?: string;
  /** The most tokens (o200k_base) the answer may take: the sections by the manifest's counts, plus the lines ask adds. Default: 1,500. */
  budget?: number;
}

/** A ranked section of a package, before its text is read. */
export interface Candidate {
  id: string;
  url: string;
  page: PackagePage;
  chunk: PackageChunk;
  score: number;
  /** The chunk's tokens from the manifest, plus the heading line ask puts above it. */
  cost: number;
}

/** Answers `question` from the package at `options.package`. */
export async function ask(question: string, options: AskOptions = {}): Promise<Answer> {
  const docs = new DocsSearch(await openPackage(options.package ?? DEFAULT_PACKAGE));
  return docs.answer(question, options.budget ?? DEFAULT_BUDGET);
}

/** One opened package, ready to rank and answer any number of questions. */
export class DocsSearch {
  readonly #docs: DocsPackage;
  readonly #ranker: Ranker;
  /** The manifest's chunks in page order and then chunk order, as the ranker numbers them. */
  readonly #sections: Array<{ page: PackagePage; chunk: PackageChunk }>;

  constructor(docs: DocsPackage) {
    this.#docs = docs;
    this.#ranker = new Ranker(docs);
    this.#sections = docs.manifest.pages.flatMap((page) => page.chunks.map((chunk) => ({ page, chunk })));
  }

  /** The sections that match `question`, best first: all of them, or the first `limit`. */
  async rank(question: string, limit = Infinity): Promise<Candidate[]> {
    const base = this.#docs.manifest.baseUrl.replace(/\/+$/, '');
    return (await this.#ranker.rank(question)).slice(0, limit).map(({ index, score }) => {
      const { page, chunk } = this.#sections[index];
      const url = `${base}/${page.path}${chunk.anchor ? `#${chunk.anchor}` : ''}`;
      return { id: chunk.id, url, page, chunk, score, cost: chunk.tokens + addedTokens(sectionHeading(chunk.id, url)) };
    });
  }

  /** The best sections for `question` that fit `budget` tokens, with their text. */
  async answer(question: string, budget: number): Promise<Answer> {
    const chosen = selectWithinBudget(await this.rank(question, SELECT_OPTIONS.most), budget);
    const paths = [...new Set(chosen.map(({ item }) => item.page.path))];
    const pages = new Map(await Promise.all(paths.map(async (file) => [file, await this.#pageLines(file)] as const)));
    const results: AnswerSection[] = [];
    let spent = 0;
    for (const { item, cut } of chosen) {
      const lines = pages.get(item.page.path)!;
      const { chunk } = item;
      if (chunk.endLine > lines.length) throw new Error(`${item.page.path} has ${lines.length} lines, but the manifest puts ${chunk.id} at lines ${chunk.startLine}-${chunk.endLine}`);
      let section = lines.slice(chunk.startLine - 1, chunk.endLine);
      let tokens = chunk.tokens;
      let added = addedTokens(sectionHeading(item.id, item.url));
      if (cut) {
        added += addedTokens(CUT_NOTE);
        ({ lines: section, tokens } = cutToBudget(section, chunk.tokens, budget - added));
        if (section.length === 0) throw new Error(`a budget of ${budget} tokens cannot hold even the first line of the best section, ${item.id}: give at least ${added + tokens}`);
      }
      spent += tokens + added;
      while (section.length > 0 && section[section.length - 1].trim() === '') section = section.slice(0, -1);
      results.push({
        id: item.id,
        url: item.url,
        title: item.page.title,
        heading: chunk.heading,
        score: Math.round(item.score * 1000) / 1000,
        tokens,
        truncated: cut,
        markdown: `${section.join('\n')}\n`,
      });
    }
    return { query: question, budget, tokens: spent, results };
  }

  async #pageLines(packagePath: string): Promise<string[]> {
    const text = await this.#docs.read(packagePath);
    if (text === undefined) throw new Error(`${this.#docs.location}: the manifest lists ${packagePath}, but the package has no such file`);
    return text.split('\n');
  }
}
