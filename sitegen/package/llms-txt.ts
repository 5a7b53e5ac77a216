// /llms.txt (llmstxt.org: `# name`, `> summary`, `##` sections of `- [Title](URL): description`)
// and /llms-full.txt. Sections are the tags of the site's contract; each route lists the
// files it serves, so the index follows the contract instead of a hand-kept list. A route
// that copies another's file (`x-copy-of`) is left out: its original is listed.
import { noteOf } from '../compact/index.js';
import type { OpenApiDocument } from '../../lib/openapi/index.js';
import { operations } from '../../lib/openapi/index.js';
import type { SiteFile, SiteFiles } from './site-files.js';
import { routeOf } from './site-files.js';

export interface SiteInfo {
  /** The package's name in the manifest (`train-travel-api`). */
  name: string;
  /** The site's name as people read it, in its header, its pages' titles and /llms.txt (`Train Travel API`). Default: `name`. */
  title?: string;
  version: string;
  summary: string;
}

interface Entry { path: string; title: string; description: string }

const TEXT_FILE = /\.(?:md|txt|compact)$/;

/** The index for agents. */
export function llmsTxt(info: SiteInfo, site: OpenApiDocument, files: SiteFiles, baseUrl: string): string {
  const lines = [`# ${info.title ?? info.name}`, '', `> ${info.summary}`];
  for (const section of listing(site, files)) {
    lines.push('', `## ${section.name}`, '');
    for (const entry of section.entries) lines.push(`- [${entry.title}](${baseUrl}/${entry.path}): ${entry.description}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Every text document of the index, in its order, each headed by a `Source:` line with its URL. */
export function llmsFullTxt(info: SiteInfo, site: OpenApiDocument, files: SiteFiles, baseUrl: string): string {
  const parts = [`# ${info.title ?? info.name}\n\n> ${info.summary}\n`];
  for (const entry of listing(site, files).flatMap((s) => s.entries)) {
    if (!TEXT_FILE.test(entry.path) || entry.path === 'llms-full.txt') continue;
    parts.push(`Source: ${baseUrl}/${entry.path}\n\n${files.get(entry.path)!.body}`);
  }
  return parts.join('\n');
}

function listing(site: OpenApiDocument, files: SiteFiles): Array<{ name: string; entries: Entry[] }> {
  const all = operations(site);
  const templates = all.map((op) => op.path);
  const ops = all.filter((op) => op.operation['x-copy-of'] === undefined);
  // A tag marked `x-llms-txt: false` (the HTML pages) is left out: agents read the Markdown twins.
  const tags = (site.tags ?? []) as Array<{ name: string; 'x-llms-txt'?: boolean }>;
  const names = [...tags.filter((t) => t['x-llms-txt'] !== false).map((t) => t.name), 'Other'];
  // Each file's route, found once: a large API's site has thousands of files.
  const byRoute = new Map<string, Array<[string, SiteFile]>>();
  for (const [path, file] of files) {
    const route = path === 'llms.txt' ? undefined : routeOf(templates, path);
    if (route === undefined) continue;
    let served = byRoute.get(route);
    if (!served) byRoute.set(route, (served = []));
    served.push([path, file]);
  }
  return names.map((name) => {
    const entries: Entry[] = [];
    for (const op of ops.filter((o) => (o.operation.tags?.[0] ?? 'Other') === name)) {
      for (const [path, file] of byRoute.get(op.path) ?? []) {
        entries.push({
          path,
          title: file.title ?? op.operation.summary ?? op.id,
          description: file.description ?? sentence(op.operation.description ?? op.operation.summary ?? ''),
        });
      }
    }
    return { name, entries };
  }).filter((s) => s.entries.length > 0);
}

function sentence(text: string): string {
  const first = noteOf(text) ?? '';
  return /[.!?]$/.test(first) || first === '' ? first : `${first}.`;
}
