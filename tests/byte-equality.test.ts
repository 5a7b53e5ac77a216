// The equality of byte arrays that every test file's toEqual uses (tests/helpers/byte-equality.ts, R214).
import { sameBytes } from './helpers/byte-equality.js';

const bytes = Buffer.from('%PDF-1.7 a stored document');

test('compares two byte arrays of one class by their bytes, and leaves anything else to Jest', () => {
  expect(sameBytes(bytes, Buffer.from(bytes))).toBe(true);
  expect(sameBytes(bytes, Buffer.concat([bytes.subarray(0, -1), Buffer.from('T')]))).toBe(false);
  expect(sameBytes(bytes, bytes.subarray(1))).toBe(false);
  expect(sameBytes(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
  // A view into a larger buffer is compared over its own bytes only.
  expect(sameBytes(Buffer.from('xab').subarray(1), Buffer.from('aby').subarray(0, 2))).toBe(true);
  expect(sameBytes(bytes, new Uint8Array(bytes))).toBeUndefined();
  expect(sameBytes(bytes, 'a string')).toBeUndefined();
  expect(sameBytes(new Uint16Array([1]), new Uint16Array([1]))).toBeUndefined();
});

test('toEqual and toStrictEqual use it inside objects, arrays and maps, and still see one byte changed', () => {
  const changed = Buffer.from(bytes);
  changed[changed.length - 1] ^= 1;
  expect({ rows: [{ bytes }] }).toEqual({ rows: [{ bytes: Buffer.from(bytes) }] });
  expect(new Map([['a.pdf', bytes]])).toStrictEqual(new Map([['a.pdf', Buffer.from(bytes)]]));
  expect(() => expect({ rows: [{ bytes }] }).toEqual({ rows: [{ bytes: changed }] })).toThrow();
  expect(() => expect(new Map([['a.pdf', bytes]])).toEqual(new Map([['a.pdf', changed]]))).toThrow();
  // A Buffer is not a Uint8Array to toStrictEqual, as without the tester.
  expect(() => expect(bytes).toStrictEqual(new Uint8Array(bytes))).toThrow();
  expect(bytes).toEqual(new Uint8Array(bytes));
});

test('is set up before every test file of every project', async () => {
  const file = '../jest.config.js';
  const { default: config } = (await import(file)) as { default: { projects: Array<{ setupFilesAfterEnv: string[] }> } };
  for (const project of config.projects) expect(project.setupFilesAfterEnv).toContain('<rootDir>/tests/helpers/byte-equality.ts');
});
