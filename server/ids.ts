// Opaque, unguessable identifiers with a type prefix (D15): `inv_`, `cn_`, `cus_`, `acct_`, `req_`, `evt_`, `we_`.
import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` characters of base62, drawn without modulo bias. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248) out += alphabet[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A new id such as `inv_4f9Qx2LrT8aZk1MnB7cD0e` (22 random characters, about 131 bits). */
export function newId(prefix: 'inv' | 'cn' | 'cus' | 'acct' | 'key' | 'req' | 'msg' | 'evt' | 'we' | 'whd'): string {
  return `${prefix}_${randomBase62(22)}`;
}
