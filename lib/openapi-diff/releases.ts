// Released contracts kept as snapshots: a folder per contract holding one `VERSION.yaml` per
// release (openapi/releases/invoicing/2.0.0.yaml). The gate compares a working contract with
// its newest snapshot; the changelog walks the snapshots in order.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface Release {
  version: string;
  file: string;
}

const SNAPSHOT = /^(\d+)\.(\d+)\.(\d+)\.ya?ml$/;

/** The snapshots in `folder`, oldest first; none when the folder does not exist. */
export function releasesIn(folder: string): Release[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => SNAPSHOT.test(name))
    .map((name) => ({ version: name.replace(/\.ya?ml$/, ''), file: path.join(folder, name) }))
    .sort((a, b) => compareVersions(a.version, b.version));
}

/** Orders `major.minor.patch` versions by their numbers. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}
