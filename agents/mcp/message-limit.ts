// The size limit of one message folio mcp reads (R148). MCP's stdio transport frames each
// JSON-RPC message as one line; the SDK's reader holds at most 10 MB and, past that, closes the
// transport, so the server ended silently with exit status 0. Standard input goes through
// `MessageLimit` first: a line longer than the limit is dropped as it arrives (never held
// whole), and when its end comes the client is answered a JSON-RPC error -32600, with the id of
// the request when it stands first or last among the message's top-level members, as the
// SDK's clients write it; the server goes on reading the next line.
import { Transform, type TransformCallback } from 'node:stream';
import { bodyLimitBytes, formatBytes } from '../../server/http/limits.js';

/**
 * The most bytes of one message (a line, without its end) folio mcp reads: four times the API's
 * request body limit, so that any body the API accepts fits in a tool call even with every
 * character escaped (`\u00e9` is three times the two bytes of é).
 */
export const MESSAGE_LIMIT_BYTES = 4 * bodyLimitBytes;

/** The code JSON-RPC 2.0 gives a message that is not a valid request. */
export const INVALID_REQUEST = -32600;

const bytes = (count: number) => `${new Intl.NumberFormat('en-US').format(count)} bytes`;

/** How much of a dropped message's start and end is kept to find its id. */
const KEPT_BYTES = 1024;

/** A message too large to read: its size, and the id of the request when one was found. */
export interface Oversize {
  bytes: number;
  id: string | number | undefined;
}

/** The JSON-RPC error answered for an oversize message: its request's id, or null when none was found, as JSON-RPC 2.0 says. */
export function oversizeAnswer(oversize: Oversize, limit = MESSAGE_LIMIT_BYTES): { jsonrpc: '2.0'; id: string | number | null; error: { code: number; message: string; data: { bytes: number; limit: number } } } {
  return {
    jsonrpc: '2.0',
    id: oversize.id ?? null,
    error: {
      code: INVALID_REQUEST,
      message: `The message has ${bytes(oversize.bytes)}, over the ${formatBytes(limit)} (${bytes(limit)}) that folio mcp reads in one message, so it was not read.`,
      data: { bytes: oversize.bytes, limit },
    },
  };
}

/**
 * Passes on each line of its input of at most `limit` bytes before its newline, whole, and
 * drops each longer one as it arrives, calling `onOversize` when the line ends.
 */
export class MessageLimit extends Transform {
  private line: Buffer[] = [];
  private lineBytes = 0;
  private dropping = false;
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);

  constructor(private readonly limit: number, private readonly onOversize: (oversize: Oversize) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let start = 0;
    while (start < chunk.length) {
      const newline = chunk.indexOf(0x0a, start);
      const end = newline === -1 ? chunk.length : newline;
      this.addToLine(chunk.subarray(start, end));
      if (newline === -1) break;
      this.endLine();
      start = newline + 1;
    }
    done();
  }

  /** Adds a piece of the current line: held while the line is within the limit, else only its start and end are kept. */
  private addToLine(piece: Buffer): void {
    this.lineBytes += piece.length;
    if (!this.dropping && this.lineBytes > this.limit) {
      this.dropping = true;
      const held = Buffer.concat([...this.line, piece]);
      this.line = [];
      this.head = Buffer.from(held.subarray(0, KEPT_BYTES));
      this.tail = Buffer.from(held.subarray(-KEPT_BYTES));
      return;
    }
    if (this.dropping) this.tail = Buffer.concat([this.tail, piece]).subarray(-KEPT_BYTES);
    else this.line.push(piece);
  }

  private endLine(): void {
    if (this.dropping) {
      const bytes = this.lineBytes - (this.tail.at(-1) === 0x0d ? 1 : 0);
      this.onOversize({ bytes, id: requestId(this.head.toString('utf8'), this.tail.toString('utf8')) });
    } else {
      this.push(Buffer.concat([...this.line, Buffer.from('\n')]));
    }
    this.line = [];
    this.lineBytes = 0;
    this.dropping = false;
    this.head = Buffer.alloc(0);
    this.tail = Buffer.alloc(0);
  }
}

const STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const SCALAR = String.raw`(?:${STRING}|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)`;
const ID = String.raw`(${STRING}|-?\d+)`;
const MEMBER = String.raw`\s*${STRING}\s*:\s*${SCALAR}\s*`;
/** `{"jsonrpc":"2.0","id":1,...`: the id after none or more members of plain values, from the message's start. */
const ID_FIRST = new RegExp(String.raw`^\s*\{(?:${MEMBER},)*\s*"id"\s*:\s*${ID}\s*[,}]`);
/** `...,"jsonrpc":"2.0","id":1}`: the id before none or more members of plain values, up to the message's end. */
const ID_LAST = new RegExp(String.raw`[,{]\s*"id"\s*:\s*${ID}\s*(?:,${MEMBER})*\}\s*$`);

/**
 * The id of a JSON-RPC request from the start and end of its text, when it is a top-level member
 * that only members of plain values stand before (or after). In JSON, `,"` or `{"` never occurs
 * inside a string, so what matches is the message's own member, never a part of a value.
 */
export function requestId(head: string, tail: string): string | number | undefined {
  const found = ID_FIRST.exec(head)?.[1] ?? ID_LAST.exec(tail)?.[1];
  if (found === undefined) return undefined;
  try {
    return JSON.parse(found) as string | number;
  } catch {
    return undefined;
  }
}
