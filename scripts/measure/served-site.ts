// The site as the site scripts measure and photograph it: content/ built into a temporary
// folder with folio's reference text and samples, served by `folio preview` on a free port
// of 127.0.0.1, and Debian's Chromium driven by playwright-core with the flags of
// TOOLCHAIN.md (never a downloaded browser). The browser tests use the same launch.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { folioReferenceSources, folioSamples } from '../../reference/index.js';
import { buildSite } from '../../sitegen/index.js';
import type { BuildOptions } from '../../sitegen/index.js';
import { listenPreview } from '../../sitegen/preview.js';
import { folioProgram } from '../../cli/program.js';
import { folioSettings } from '../../cli/settings/options.js';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Debian's Chromium, started for one script or test file. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export interface ServedSite {
  /** The site's address, without a final slash. */
  url: string;
  dist: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Builds folio's site (with `options` on top), serves it and starts Chromium. */
export async function serveBuiltSite(options: BuildOptions = {}): Promise<ServedSite> {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'folio-site-'));
  const dist = path.join(temp, 'dist');
  await buildSite({ outDir: dist, generated: folioReferenceSources(folioProgram(), folioSettings), samples: folioSamples, ...options });
  const served = await serveSiteFolder(dist);
  return {
    ...served,
    async close() {
      await served.close();
      await rm(temp, { recursive: true, force: true });
    },
  };
}

/** Serves a site that is built already, from `dist`, and starts Chromium; closing leaves the folder. */
export async function serveSiteFolder(dist: string): Promise<ServedSite> {
  const { server, url } = await listenPreview({ dir: dist, port: 0, host: '127.0.0.1' });
  const browser = await launchChromium();
  return {
    url,
    dist,
    browser,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
