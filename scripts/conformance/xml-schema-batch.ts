// The XML Schema stage for many documents at once: one xmllint run per schema over all of them
// (one run per document costs about 80 ms in reading the schema; a batch of hundreds, about as
// much as one), answering for each document what xmlSchemaErrors answers for one.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { xmlSchemaPath, type XmlSchema } from './xml-schema.js';

/**
 * xmllint's complaints about each document against its schema, in the order given, one line each
 * as xmlSchemaErrors prints them (`-:12: element ...`); empty for a well-formed, valid document.
 * Throws when xmllint cannot run or cannot read a schema.
 */
export function xmlSchemaErrorsBatch(documents: ReadonlyArray<{ xml: string; schema: XmlSchema }>): string[][] {
  const errors = documents.map((): string[] => []);
  const dir = mkdtempSync(join(tmpdir(), 'folio-xsd-'));
  try {
    const bySchema = new Map<XmlSchema, number[]>();
    documents.forEach((document, index) => {
      writeFileSync(join(dir, `d${index}.xml`), document.xml);
      bySchema.set(document.schema, [...(bySchema.get(document.schema) ?? []), index]);
    });
    for (const [schema, indexes] of bySchema) {
      const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', xmlSchemaPath(schema), ...indexes.map((index) => `d${index}.xml`)], {
        cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024,
      });
      if (run.error) throw run.error;
      // 0: all valid; 1: one is not well-formed; 3 and 4: one is invalid. Anything else is not the documents' fault.
      if (![0, 1, 3, 4].includes(run.status ?? -1)) throw new Error(`xmllint failed (${run.status}) on ${schema}: ${run.stderr.slice(0, 500)}`);
      for (const line of run.stderr.split('\n')) {
        const match = /^d(\d+)\.xml(:\d+:.*| fails to validate)$/.exec(line);
        if (!match) continue; // "dN.xml validates", and the source excerpts under a parser error
        const list = errors[Number(match[1])]!;
        if (match[2] === ' fails to validate') {
          if (list.length === 0) list.push('- fails to validate');
        } else list.push(`-${match[2]}`);
      }
    }
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
