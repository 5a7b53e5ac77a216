// Rejects a JSON body holding a string that is not well-formed Unicode: JSON can carry an
// unpaired surrogate (`"\ud800"`), but no database stores one exactly, so accepting it
// would return something other than what was sent. The Error names the field at fault.
// The walk is iterative, so a deeply nested body cannot exhaust the stack.
import type { NextFunction, Request, Response } from 'express';
import { unprocessable } from './api-error.js';
import { formatParam, type PathPart } from './param-path.js';

const unpairedSurrogate = /\p{Cs}/u;

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

/** The path of the first string or key (in document order) that holds an unpaired surrogate. */
function illFormed(body: unknown): PathPart[] | undefined {
  const pending: Array<[unknown, Step | undefined]> = [[body, undefined]];
  while (pending.length > 0) {
    const [value, step] = pending.pop()!;
    if (typeof value === 'string') {
      if (unpairedSurrogate.test(value)) return pathOf(step);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) pending.push([value[index], { part: index, parent: step }]);
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        pending.push([unpairedSurrogate.test(key) ? key : item, { part: key, parent: step }]);
      }
    }
  }
  return undefined;
}

export function requireWellFormedStrings(req: Request, _res: Response, next: NextFunction): void {
  const fault = illFormed(req.body);
  if (fault) {
    const param = formatParam(fault);
    throw unprocessable(`${param || 'The request body'} is not valid Unicode: it holds an unpaired surrogate such as \\ud800.`, param || undefined);
  }
  next();
}
