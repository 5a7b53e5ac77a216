// Where the rules block comes from: the built site's `dist/ai-rules.md`, or else
// content/ai-rules.md rendered by the site generator's own document reader, so that the
// block is byte for byte what the site serves as /ai-rules.md.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageRoot } from '../../server/package-root.js';
import { DEFAULT_BASE_URL, normalizeBaseUrl } from '../../sitegen/build-options.js';
import { Problems, readDocument } from '../../sitegen/content/index.js';

export interface RulesOptions {
  /** folio's package folder, holding dist/ and content/. Default: this package. */
  root?: string;
  /**
   * The site's base URL. When given, the rules are rendered from content/ with it (a built
   * dist/ may carry another one); when not, dist/ai-rules.md wins if it exists, else
   * content/ is rendered with https://docs.folio.example.
   */
  baseUrl?: string;
}

export interface Rules {
  /** The Markdown of the block, ending with one line break. */
  text: string;
  /** The file it was read from, relative to the root. */
  source: string;
}

/** The rules as the site serves them. Throws when neither source exists or content/ has problems. */
export async function loadRules(options: RulesOptions = {}): Promise<Rules> {
  const root = options.root ?? fileURLToPath(packageRoot());
  const built = path.join(root, 'dist', 'ai-rules.md');
  if (options.baseUrl === undefined && existsSync(built)) return { text: await readFile(built, 'utf8'), source: 'dist/ai-rules.md' };
  const file = path.join(root, 'content', 'ai-rules.md');
  if (!existsSync(file)) throw new Error(`no rules to install: neither dist/ai-rules.md nor content/ai-rules.md exists under ${root}`);
  return { text: renderRules(await readFile(file, 'utf8'), options.baseUrl ?? DEFAULT_BASE_URL), source: 'content/ai-rules.md' };
}

/** content/ai-rules.md as the build renders it: front matter dropped, `{{base_url}}` filled in. */
export function renderRules(raw: string, baseUrl: string): string {
  const problems = new Problems();
  const document = readDocument({ file: 'content/ai-rules.md', raw, kind: 'rules', baseUrl: normalizeBaseUrl(baseUrl) }, problems);
  problems.throwIfAny();
  return document!.markdown;
}
