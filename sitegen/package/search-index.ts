// /docs/search.json: one record per section of every page, in page order and then section
// order, with no ranking (D23).
import type { components } from '../../generated/site.js';
import type { ContentDocument } from '../content/index.js';

export type SearchIndex = components['schemas']['SearchIndex'];

/** Raised when the record shape changes in a way a reader would notice. */
export const SEARCH_INDEX_VERSION = 1;

/** The search index of `pages`, which must already be in page order. */
export function searchIndex(pages: readonly ContentDocument[]): SearchIndex {
  return {
    version: SEARCH_INDEX_VERSION,
    records: pages.flatMap((page) => page.sections.map((section) => ({
      slug: page.slug,
      title: page.title,
      heading: section.heading,
      anchor: section.anchor,
      text: section.text,
    }))),
  };
}
