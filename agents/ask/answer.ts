// What `folio ask` answers: the question, the budget, and the sections that fit, best first.

export interface AnswerSection {
  /** The chunk id, `slug#anchor` or `slug`. */
  id: string;
  /** The section's absolute URL: base URL, page path and anchor. */
  url: string;
  title: string;
  heading: string;
  score: number;
  /** The section's tokens: the manifest's count, or an estimate when it was cut. */
  tokens: number;
  /** True when only the section's first lines fitted the budget. */
  truncated: boolean;
  /** The section's lines of the page file, as Markdown. */
  markdown: string;
}

export interface Answer {
  query: string;
  budget: number;
  /** What the answer counts against the budget: the sections' tokens and the lines ask adds. */
  tokens: number;
  /** Best first; empty when nothing in the package matches. */
  results: AnswerSection[];
}
