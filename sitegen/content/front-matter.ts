// Front matter of a content file (gray-matter): `title`, `description` and, for pages,
// `order`, validated with the line of the offending key.
import matter from 'gray-matter';
import type { Place } from './content-error.js';
import { Problems } from './content-error.js';
import { SLUG } from '../paths.js';

export interface FrontMatter {
  title: string;
  description: string;
  order: number;
  /** Overrides the slug taken from the file name. */
  slug?: string;
}

export interface Split {
  data: FrontMatter | undefined;
  /** The Markdown after the front matter. */
  body: string;
  /** How many lines of the file come before `body`. */
  bodyLine: number;
}

/** Splits and validates the front matter; problems go to `problems` and leave `data` undefined. */
export function splitFrontMatter(file: string, raw: string, problems: Problems, needsOrder: boolean): Split {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An options object, even empty, keeps gray-matter from caching every file it has seen.
    parsed = matter(raw, {});
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    problems.add(file, mark && { line: mark.line + 2, column: mark.column + 1 }, `invalid front matter: ${reason}`);
    return { data: undefined, body: raw, bodyLine: 0 };
  }
  const body = parsed.content;
  const bodyLine = raw.endsWith(body) ? countLines(raw.slice(0, raw.length - body.length)) : 0;
  const data = parsed.data as Record<string, unknown>;
  const at = (key: string): Place => keyPlace(raw, key);
  const before = problems.list.length;
  if (!raw.startsWith('---')) {
    problems.add(file, { line: 1, column: 1 }, 'missing front matter (--- with title, description and order ---)');
    return { data: undefined, body, bodyLine };
  }
  for (const key of ['title', 'description'] as const) {
    const value = data[key];
    if (value === undefined) problems.add(file, { line: 1, column: 1 }, `missing ${key} in the front matter`);
    else if (typeof value !== 'string' || value.trim() === '') problems.add(file, at(key), `${key} must be a non-empty string`);
  }
  if (needsOrder && data.order === undefined) problems.add(file, { line: 1, column: 1 }, 'missing order in the front matter');
  else if (data.order !== undefined && (typeof data.order !== 'number' || !Number.isFinite(data.order))) problems.add(file, at('order'), 'order must be a number');
  if (data.slug !== undefined && (typeof data.slug !== 'string' || !SLUG.test(data.slug))) {
    problems.add(file, at('slug'), 'slug must be lowercase letters and digits joined by single hyphens');
  }
  if (problems.list.length > before) return { data: undefined, body, bodyLine };
  return {
    data: {
      title: oneLine(data.title as string),
      description: oneLine(data.description as string),
      order: (data.order as number | undefined) ?? 0,
      ...(data.slug === undefined ? {} : { slug: data.slug as string }),
    },
    body,
    bodyLine,
  };
}

function keyPlace(raw: string, key: string): Place {
  const lines = raw.split('\n');
  const index = lines.findIndex((line, i) => i > 0 && new RegExp(`^${key}\\s*:`).test(line));
  return index < 0 ? { line: 1, column: 1 } : { line: index + 1, column: 1 };
}

function countLines(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count += 1;
  return count;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
