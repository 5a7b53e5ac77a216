// Rejects text that no database stores exactly, the same way on both engines:
// - a string that is not well-formed Unicode: JSON can carry an unpaired surrogate
//   (`"\ud800"`), but SQLite would store it as U+FFFD and PostgreSQL refuses it;
// - U+0000 (NUL): PostgreSQL's text cannot hold it, and C strings end at it. No text of the
//   contract accepts it (the contract's info says so).
// A body string is 422 naming the field, a query value 400 naming the parameter, a path that
// holds NUL 404 (no record has such an id). The walk is iterative, so a deeply nested body
// cannot exhaust the stack.
import type { NextFunction, Request, Response } from 'express';
import { ApiError, badRequest, formatParam, type PathPart, unprocessable } from '../errors/index.js';

const unpairedSurrogate = /\p{Cs}/u;
const nul = '\u0000';

/** Why a string is refused, as the end of a sentence, or undefined when it is fine. */
function fault(text: string): string | undefined {
  if (unpairedSurrogate.test(text)) return 'is not valid Unicode: it holds an unpaired surrogate such as \\ud800';
  if (text.includes(nul)) return 'holds U+0000 (NUL), which no text of this API accepts';
  return undefined;
}

/** A step of the walk: each remembers only its parent, so deep nesting costs linear time. */
interface Step {
  part: PathPart;
  parent: Step | undefined;
}

function pathOf(step: Step | undefined): PathPart[] {
  const parts: PathPart[] = [];
  for (let at = step; at; at = at.parent) parts.unshift(at.part);
  return parts;
}

/** The path of the first string or key (in document order) that is refused, and why. */
function illFormed(body: unknown): { path: PathPart[]; reason: string } | undefined {
  const pending: Array<[unknown, Step | undefined]> = [[body, undefined]];
  while (pending.length > 0) {
    const [value, step] = pending.pop()!;
    if (typeof value === 'string') {
      const reason = fault(value);
      if (reason) return { path: pathOf(step), reason };
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) pending.push([value[index], { part: index, parent: step }]);
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        pending.push([fault(key) ? key : item, { part: key, parent: step }]);
      }
    }
  }
  return undefined;
}

export function requireWellFormedStrings(req: Request, _res: Response, next: NextFunction): void {
  // NUL can reach a path only percent-encoded: the HTTP parser refuses a raw one.
  if (req.path.includes('%00')) throw new ApiError(404, 'No record has an id that holds U+0000 (NUL).');
  // Most requests have neither a query nor a body: they skip both walks.
  if (req.originalUrl.includes('?')) {
    for (const [name, value] of Object.entries(req.query)) {
      const reason = [value].flat().map((item) => (typeof item === 'string' ? fault(item) : undefined)).find(Boolean);
      if (reason) throw badRequest(`${name} ${reason}.`, name);
    }
  }
  const found = req.body === undefined ? undefined : illFormed(req.body);
  if (found) {
    const param = formatParam(found.path);
    throw unprocessable(`${param || 'The request body'} ${found.reason}.`, param || undefined);
  }
  next();
}
