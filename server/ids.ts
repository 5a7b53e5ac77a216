// Opaque, unguessable identifiers with a type prefix (D15): `inv_`, `cn_`, `cus_`, `acct_`, `req_`, `evt_`, `we_`.
import { randomFillSync } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// Random bytes are drawn from the system's generator 4 KiB at a time and each byte is used
// once, as Node's randomUUID does: one call per request id costs more than the id itself.
const pool = Buffer.alloc(4096);
let used = pool.length;

function randomByte(): number {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  return pool[used++]!;
}

/** `length` characters of base62, drawn without modulo bias. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < 248) out += alphabet[byte % 62];
  }
  return out;
}

/** A new id such as `inv_4f9Qx2LrT8aZk1MnB7cD0e` (22 random characters, about 131 bits). */
export function newId(prefix: 'inv' | 'cn' | 'cus' | 'acct' | 'key' | 'req' | 'msg' | 'evt' | 'we' | 'whd' | 'pay'): string {
  return `${prefix}_${randomBase62(22)}`;
}
