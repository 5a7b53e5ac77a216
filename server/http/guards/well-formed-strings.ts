// Rejects text that XML 1.0 cannot hold or no database stores exactly, the same way on both
// engines, by the one rule of server/domain/xml-text.ts: an unpaired surrogate, U+0000 (NUL), a
// C0 control but tab, LF and CR, U+FFFE and U+FFFF.
// A body string or key is 422 naming the field, a query value 400 naming the parameter, a path
// that holds one of them 404 (no record has such an id). The walk is iterative, so a deeply
// nested body cannot exhaust the stack.
import type { NextFunction, Request, Response } from 'express';
import { codePointName, refusedCodePoint, textFault as fault } from '../../domain/xml-text.js';
import { ApiError, badRequest, formatParam, type PathPart, unprocessable } from '../errors/index.js';

/** A percent-encoded byte that may start a character the rule refuses: a C0 control, or the EF of U+FFFE/U+FFFF. */
const suspectPath = /%(?:[01][0-9a-f]|ef)/i;

/** The character of a path that the rule refuses, named for the 404, or undefined. */
function pathFault(path: string): string | undefined {
  if (!suspectPath.test(path)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined; // Not UTF-8: the router answers 400 for it.
  }
  const codePoint = refusedCodePoint(decoded);
  return codePoint === undefined ? undefined : codePointName(codePoint);
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
  // A control character can reach a path only percent-encoded: the HTTP parser refuses a raw one.
  const inPath = pathFault(req.path);
  if (inPath) throw new ApiError(404, `No record has an id that holds ${inPath}.`);
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
