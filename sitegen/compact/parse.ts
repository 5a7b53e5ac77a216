// Reads the compact notation back into the digest model, so that tests (and agents' tools)
// can check that a digest says exactly what its OpenAPI document says.
import type { Digest, DigestInput, DigestOperation, DigestOutcome, InputPlace } from './model.js';
import { DEPRECATED, MEDIA } from './model.js';
import { TypeReader } from './type-parse.js';
import type { TypeExpr } from './types.js';

const STATUS = /^(?:[1-5](?:\d\d|XX)|default)$/;
const PLACES: readonly InputPlace[] = ['path', 'query', 'header', 'cookie'];

/** Parses a whole-API or per-operation digest; throws with the line number on bad input. */
export function parseCompact(text: string): Digest {
  const lines = text.split('\n');
  const typeNames = declaredTypes(lines);
  const digest: Digest = { meta: { api: '', bases: [], version: '', auth: 'none' }, ops: [], types: [] };
  const shared = new Map<string, DigestOutcome>();
  const declared = new Map<string, DigestInput>();
  const pending: Array<{ op: DigestOperation; statuses: string[] }> = [];
  let section = '';
  let op: (DigestOperation & { described?: boolean }) | undefined;
  // The input or outcome that a `media:` marker line below it belongs to.
  let last: { media?: string } | undefined;
  const mediaOf = (marker: string): string => {
    const label = marker.slice(MEDIA.length);
    if (!last || last.media !== undefined || !/^\S+$/.test(label)) throw new Error('a media line follows one input, response or failure, and names one media type');
    return label;
  };
  lines.forEach((line, index) => {
    const fail = (reason: string): never => {
      throw new Error(`line ${index + 1}: ${reason}: ${line}`);
    };
    try {
      if (line.trim() === '') return;
      if (/^\[\w+\]$/.test(line)) {
        section = line.slice(1, -1);
        last = undefined;
        if (!['meta', 'ops', 'webhooks', 'failures', 'types'].includes(section)) fail('unknown section');
        return;
      }
      const indented = line.startsWith('  ');
      if (section === 'meta') {
        const match = /^(api|base|version|auth): (.*?)(?: {2}# (.*))?$/.exec(line) ?? fail('expected "key: value"');
        const [, key, value, note] = match;
        if (key === 'base') digest.meta.bases.push(note ? { url: value, note } : { url: value });
        else digest.meta[key as 'api' | 'version' | 'auth'] = value;
      } else if (section === 'ops' && !indented) {
        const match = /^(\S+) ([A-Z]+) (\/\S*)$/.exec(line) ?? fail('expected "operationId METHOD /path"');
        op = { id: match[1], method: match[2], path: match[3], summary: '', deprecated: false, auth: '', inputs: [], responses: [], failures: [] };
        digest.ops.push(op);
        last = undefined;
      } else if (section === 'webhooks' && !indented) {
        const match = /^(\S+) ([A-Z]+)$/.exec(line) ?? fail('expected "name METHOD"');
        op = { id: match[1], method: match[2], path: '', summary: '', deprecated: false, auth: '', inputs: [], responses: [], failures: [] };
        (digest.webhooks ??= []).push(op);
        last = undefined;
      } else if ((section === 'ops' || section === 'webhooks') && op) {
        const body = line.slice(2);
        if (!op.described) {
          const deprecated = body === DEPRECATED || body.startsWith(`${DEPRECATED} `);
          const summary = deprecated ? body.slice(DEPRECATED.length + 1) : body;
          op.summary = summary === '-' ? '' : summary;
          op.deprecated = deprecated;
          op.described = true;
        } else if (body.startsWith(`  ${MEDIA}`)) last!.media = mediaOf(body.slice(2));
        else if (body.startsWith('auth: ')) {
          op.auth = body.slice(6);
          last = undefined;
        }
        else if (body.startsWith('> ')) {
          const head = body.slice(2);
          const earlier = declared.get(head);
          const parsed = earlier ?? input(head, typeNames);
          if (!earlier) declared.set(head.slice(0, head.indexOf(': ')), parsed);
          op.inputs.push(parsed);
          last = earlier ? undefined : parsed;
        } else if (body.startsWith('< ')) op.responses.push((last = outcome(body.slice(2), typeNames)));
        else if (/^! (?:\S+ )*\S+$/.test(body) && body.slice(2).split(' ').every((s) => STATUS.test(s))) {
          pending.push({ op, statuses: body.slice(2).split(' ') });
          last = undefined;
        } else if (body.startsWith('! ')) op.failures.push((last = outcome(body.slice(2), typeNames)));
        else fail('expected "> input", "< response", "! failure", "media:" or "auth:"');
      } else if (section === 'failures' && indented) {
        if (!line.startsWith(`  ${MEDIA}`)) fail('expected "media: type" under a failure');
        last!.media = mediaOf(line.slice(2));
      } else if (section === 'failures') {
        const space = line.indexOf(' ');
        const status = line.slice(0, space);
        if (!STATUS.test(status)) fail('expected "status type  # note"');
        const parsed = outcome(line.slice(space + 1), typeNames, status);
        shared.set(status, parsed);
        last = parsed;
      } else if (section === 'types' && !indented) {
        const reader = new TypeReader(line, 0, typeNames);
        reader.eat('@');
        const name = reader.key();
        const type: TypeExpr = reader.eat(' = ') ? reader.type() : reader.bounds({ kind: 'object', fields: [] });
        const note = rest(line, reader.pos).note;
        digest.types.push(note ? { name, type, note } : { name, type });
      } else if (section === 'types') {
        const last = digest.types.at(-1)?.type;
        if (last?.kind !== 'object') return fail('field outside an object type');
        const reader = new TypeReader(line, 2, typeNames);
        if (reader.eat('*: ')) {
          last.rest = reader.type();
        } else {
          const field = reader.field(': ');
          const note = rest(line, reader.pos).note;
          last.fields.push(note ? { ...field, note } : field);
        }
      } else fail('unexpected line');
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('line ')) throw error;
      fail(error instanceof Error ? error.message : String(error));
    }
  });
  for (const { op: target, statuses } of pending) {
    for (const status of statuses) {
      const found = shared.get(status);
      if (!found) throw new Error(`failure ${status} of ${target.id} is not in [failures]`);
      target.failures.push(found);
    }
  }
  for (const each of [...digest.ops, ...(digest.webhooks ?? [])]) {
    delete (each as { described?: boolean }).described;
    if (!each.auth) each.auth = digest.meta.auth;
    each.failures.sort((a, b) => (a.status < b.status ? -1 : a.status > b.status ? 1 : 0));
  }
  return digest;
}

function declaredTypes(lines: string[]): Set<string> {
  const names = new Set<string>();
  const start = lines.indexOf('[types]');
  if (start < 0) return names;
  for (const line of lines.slice(start + 1)) {
    if (/^\[\w+\]$/.test(line)) break;
    const match = /^@?([A-Za-z0-9_.-]+)/.exec(line);
    if (match) names.add(match[1]);
  }
  return names;
}

/** `body?: type  # note` or `query name?: type=default  # note` */
function input(text: string, typeNames: ReadonlySet<string>): DigestInput {
  const body = /^body\??: /.test(text);
  const place = body ? 'body' : text.slice(0, text.indexOf(' '));
  if (!body && !PLACES.includes(place as InputPlace)) throw new Error(`unknown input place ${place}`);
  const reader = new TypeReader(text, body ? 4 : place.length + 1, typeNames);
  const name = body ? '' : reader.key();
  const required = !reader.eat('?');
  reader.expect(': ');
  const type = reader.type();
  const value = reader.eat('=') ? { default: reader.json() } : {};
  const tail = rest(text, reader.pos);
  return { in: place as InputPlace, name, required, type, ...value, ...(tail.note ? { note: tail.note } : {}) };
}

/** `type  # status note`; `status` is given for the [failures] table. */
function outcome(text: string, typeNames: ReadonlySet<string>, status?: string): DigestOutcome {
  let type: TypeExpr | undefined;
  let pos = 1;
  if (!/^-(?: |$)/.test(text)) {
    const reader = new TypeReader(text, 0, typeNames);
    type = reader.type();
    pos = reader.pos;
  }
  const tail = rest(text, pos);
  let comment = tail.note ?? '';
  if (status === undefined) {
    status = comment.split(' ')[0];
    comment = comment.slice(status.length + 1);
  }
  if (!STATUS.test(status)) throw new Error(`expected a status after "#"`);
  return { status, ...(type ? { type } : {}), ...(comment ? { note: comment } : {}) };
}

/** What follows a type: nothing, or a note after two spaces and `#`. */
function rest(text: string, pos: number): { note?: string } {
  const match = /^(?: {2}# ?(.*))?$/.exec(text.slice(pos));
  if (!match) throw new Error(`unexpected text at column ${pos + 1}`);
  return { note: match[1] };
}
