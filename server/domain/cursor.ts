// Opaque pagination cursors (D10): base64url of the last position, signed with HMAC over
// the position and the scope it was made for (account, resource, filters).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { badQuery } from './domain-error.js';

export interface Position {
  createdAt: string;
  id: string;
}

function sign(secret: string, scope: string, payload: string): string {
  return createHmac('sha256', secret).update(scope).update('\n').update(payload).digest('base64url').slice(0, 22);
}

/** A cursor that resumes after `position`, valid only for the same scope. */
export function encodeCursor(secret: string, scope: string, position: Position): string {
  const payload = Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
  return `${payload}.${sign(secret, scope, payload)}`;
}

/** The position inside a cursor; a forged cursor or one made for other filters is a 400 on `cursor`. */
export function decodeCursor(secret: string, scope: string, cursor: string): Position {
  const invalid = badQuery(
    'cursor is not a next_cursor this service returned for these filters; start again without a cursor.',
    'cursor',
  );
  const [payload, signature, ...rest] = cursor.split('.');
  if (!payload || !signature || rest.length > 0) throw invalid;
  const expected = Buffer.from(sign(secret, scope, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid;
  const decoded: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!Array.isArray(decoded) || typeof decoded[0] !== 'string' || typeof decoded[1] !== 'string') throw invalid;
  return { createdAt: decoded[0], id: decoded[1] };
}
