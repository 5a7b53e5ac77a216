// Where a server's CPU time goes: reads a .cpuprofile written by `node --cpu-prof` and prints
// self time grouped by package (node_modules/<name>), by the project's own folders, by Node's
// internals, and by V8's pseudo-frames (garbage collector, idle), largest first.
//   npx tsx scripts/bench/cpuprofile-summary.ts <file.cpuprofile> [top]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The group a frame's self time counts towards. */
function groupOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName || '(anonymous)'}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const own = /\/(server|cli|generated)\/([^/]+)/.exec(url);
  return own ? `folio ${own[1]}/${own[2]}` : url;
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpuprofile-summary <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const totals = new Map<string, number>();
let all = 0;
profile.samples.forEach((id, i) => {
  const micros = profile.timeDeltas[i] ?? 0;
  const group = groupOf(byId.get(id)!.callFrame);
  totals.set(group, (totals.get(group) ?? 0) + micros);
  all += micros;
});
const busy = all - (totals.get('(idle)') ?? 0);
console.log(`${(all / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy; share of busy time:`);
for (const [group, micros] of [...totals].filter(([g]) => g !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 20))) {
  console.log(`${((micros / busy) * 100).toFixed(1).padStart(5)}%  ${group}`);
}
