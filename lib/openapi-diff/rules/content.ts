// Rules on the media types of a body (a request body, a response, a webhook's payload): a
// removed media type breaks whoever used it; the schemas of the media types on both sides are
// compared as the direction reads them.
import type { MediaType } from '../../openapi/index.js';
import { capital, pointerTo } from '../change.js';
import { compareSchemas } from '../compare-schemas.js';
import type { DiffContext, Direction } from '../context.js';
import { CARRIERS } from '../context.js';

/** Compares the `content` maps found at `before` and `after` (JSON pointers of the maps). */
export function compareContent(
  ctx: DiffContext,
  direction: Direction,
  owner: string,
  before: { content: Record<string, MediaType> | undefined; pointer: string },
  after: { content: Record<string, MediaType> | undefined; pointer: string },
): void {
  const was = before.content ?? {};
  const is = after.content ?? {};
  for (const [type, media] of Object.entries(was)) {
    const match = is[type];
    const beforePointer = pointerTo(before.pointer, type);
    if (!match) {
      ctx.changes.add(`${direction}-media-type-removed`, beforePointer, `${capital(owner)} no longer has ${type} in ${CARRIERS[direction]}.`);
      continue;
    }
    if (media.schema && match.schema) {
      const afterPointer = pointerTo(after.pointer, type, 'schema');
      compareSchemas(ctx, direction,
        { schema: media.schema, pointer: pointerTo(beforePointer, 'schema'), place: { owner, path: '' } },
        { schema: match.schema, pointer: afterPointer, place: { owner, path: '' } });
    }
  }
  for (const type of Object.keys(is)) {
    if (!(type in was)) ctx.changes.add(`${direction}-media-type-added`, pointerTo(after.pointer, type), `${capital(owner)} gained ${type} in ${CARRIERS[direction]}.`);
  }
}
