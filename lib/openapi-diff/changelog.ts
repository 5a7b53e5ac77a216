// An API changelog in Markdown from a contract's snapshots and its working copy: "Unreleased"
// (the working contract against the newest release) first, then one section per release,
// newest first, each compared with the release before it. The first release has no changes.
import type { Change } from './change.js';
import { LEVELS } from './rule-table.js';
import { readContract } from './contract-input.js';
import { diffContracts } from './diff.js';
import type { Release } from './releases.js';
import type { OpenApiDocument } from '../openapi/index.js';

const HEADINGS = { breaking: 'Breaking', warning: 'Warnings', info: 'Additions and other news' } as const;

/**
 * The changelog of the working contract (its file, or the document already read from it),
 * released as `releases` (oldest first), with headings at `level`; `read` reads a contract's file.
 */
export function changelogMarkdown(working: string | OpenApiDocument, releases: readonly Release[], level = 2, read: (file: string) => OpenApiDocument = readContract): string {
  const hash = '#'.repeat(level);
  const parts: string[] = [];
  const newest = releases.at(-1);
  if (newest) {
    const diff = diffContracts(read(newest.file), typeof working === 'string' ? read(working) : working);
    const next = diff.to === diff.from ? '' : ` The working contract says ${diff.to}.`;
    parts.push(`${hash} Unreleased\n\nChanges since ${newest.version}.${next}\n\n${changeList(diff.changes, level + 1)}`);
  }
  for (let i = releases.length - 1; i >= 0; i -= 1) {
    const release = releases[i]!;
    const previous = releases[i - 1];
    if (!previous) {
      parts.push(`${hash} ${release.version}\n\nThe first release kept in the snapshots: the changelog starts here.`);
      continue;
    }
    const diff = diffContracts(read(previous.file), read(release.file));
    parts.push(`${hash} ${release.version}\n\nChanges since ${previous.version}.\n\n${changeList(diff.changes, level + 1)}`);
  }
  if (parts.length === 0) parts.push('No release has been kept yet.');
  return `${parts.join('\n\n')}\n`;
}

function changeList(changes: readonly Change[], level: number): string {
  if (changes.length === 0) return 'No changes.';
  const hash = '#'.repeat(level);
  return LEVELS.flatMap((kind) => {
    const found = changes.filter((c) => c.level === kind);
    if (found.length === 0) return [];
    return [`${hash} ${HEADINGS[kind]}\n\n${found.map((c) => `- ${c.message} (\`${c.rule}\` at \`${c.pointer}\`)`).join('\n')}`];
  }).join('\n\n');
}
