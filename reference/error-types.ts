// The `error-types` source: every status the service answers with the Error body, its
// `error.type` and when it happens. The statuses and their meaning are the contract's (each
// operation's error responses, and for a status no operation can list, such as 405, the
// component response named after it: MethodNotAllowed); the type of each status is the one
// the service itself uses (server/http/errors/error-types.ts). The two must list the same statuses.
import { STATUS_CODES } from 'node:http';
import { errorTypes } from '../server/http/errors/index.js';
import type { GeneratedSource } from '../sitegen/content/index.js';
import type { OpenApiDocument, Response } from '../lib/openapi/index.js';
import { operations, resolve } from '../lib/openapi/index.js';
import { checkAttributes, code, markdownTable } from '../sitegen/content/index.js';

const ERROR_SCHEMA = '#/components/schemas/Error';

/** The `error-types` source for the contract `doc`. */
export function errorTypesTable(doc: OpenApiDocument): GeneratedSource {
  return (attributes) => {
    checkAttributes('error-types', attributes, []);
    const documented = documentedErrors(doc);
    const typed = new Map(Object.entries(errorTypes).map(([status, type]) => [Number(status), type as string]));
    const untyped = [...documented.keys()].filter((s) => !typed.has(s));
    const undocumented = [...typed.keys()].filter((s) => !documented.has(s));
    const problems = [
      ...untyped.map((s) => `the contract documents ${s} with the Error body, but server/http/errors/error-types.ts gives it no error type`),
      ...undocumented.map((s) => `the service answers ${s} ${typed.get(s)} (server/http/errors/error-types.ts), but the contract documents it nowhere: list it in the operations' responses, or, when no operation can answer it, as components/responses/${responseName(s)}`),
    ];
    if (problems.length > 0) throw new Error(problems.join('; '));
    const rows = [...typed.entries()].sort(([a], [b]) => a - b).map(([status, type]) => [String(status), code(type), documented.get(status)!]);
    return markdownTable(['Status', '`error.type`', 'When'], rows);
  };
}

/**
 * Every status the contract documents with the Error body, and its description: from the
 * responses of the operations, then from component responses named after a status's reason
 * phrase. Throws when one status has two different descriptions.
 */
export function documentedErrors(doc: OpenApiDocument): Map<number, string> {
  const found = new Map<number, Set<string>>();
  const add = (status: number, response: Response): void => {
    const schema = response.content?.['application/json']?.schema;
    if (schema?.$ref !== ERROR_SCHEMA) return;
    const description = (response.description ?? '').replace(/\s+/g, ' ').trim();
    found.set(status, (found.get(status) ?? new Set()).add(description));
  };
  for (const { operation } of operations(doc)) {
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      if (/^\d{3}$/.test(status)) add(Number(status), resolve(doc, response));
    }
  }
  const components = (doc.components?.responses ?? {}) as Record<string, Response>;
  for (const status of Object.keys(STATUS_CODES).map(Number)) {
    const response = components[responseName(status)];
    if (!found.has(status) && response) add(status, resolve(doc, response));
  }
  const descriptions = new Map<number, string>();
  for (const [status, texts] of [...found.entries()].sort(([a], [b]) => a - b)) {
    if (texts.size > 1) throw new Error(`the contract describes ${status} in ${texts.size} ways; give every ${status} one shared response: ${[...texts].join(' / ')}`);
    descriptions.set(status, [...texts][0]!);
  }
  return descriptions;
}

/** The component response name for a status: its reason phrase in PascalCase (405: MethodNotAllowed). */
function responseName(status: number): string {
  return (STATUS_CODES[status] ?? String(status)).replace(/[^A-Za-z ]/g, '').replace(/(?:^|\s+)(\w)/g, (_, letter: string) => letter.toUpperCase());
}
