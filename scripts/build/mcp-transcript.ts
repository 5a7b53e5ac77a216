// Writes a real exchange with `folio mcp` into the manual's page content/mcp.md, in its block
// ```text illustrative recorded from a real run of scripts/build/mcp-transcript.ts ...
// (tests/agents/mcp/transcript.ts records it). Run it on purpose after a change to the tools,
// their answers or the pages the exchange reads, then read the diff before committing:
// npm run mcp:transcript (it compiles first: the exchange runs the built executable).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE, recordTranscript, withTranscript } from '../../tests/agents/mcp/transcript.js';

const page = await readFile(PAGE, 'utf8');
await writeFile(PAGE, withTranscript(page, await recordTranscript()));
console.log(`wrote the transcript into ${path.relative(process.cwd(), PAGE)}`);
