// The TypeScript examples of the pages, as programs a reader could save and run: each page's
// `ts run` blocks, in order, make one ES module (a later block may use what an earlier one
// declared). All of them are type-checked together with the project's strict options, with
// `folio/client` (and `@folio/client`, its package name) resolved to the client's public entry point, then each runs with tsx, which
// reads the same tsconfig.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { TSX_LOADER } from '../helpers/run-folio.js';
import type { ProcessRun } from '../helpers/run-process.js';
import { runProcess } from '../helpers/run-process.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface ExampleProgram {
  /** The content file the blocks come from, as shown in messages. */
  source: string;
  /** The file name of the program in the scratch folder. */
  name: string;
  text: string;
  /** For each 0-based line of `text`, the 1-based line of `source` it came from. */
  sourceLines: number[];
}

/** Writes the programs, their package.json and tsconfig.json into `folder`; returns problems by source, as `file:line:column: message`. */
export function typeCheck(programs: readonly ExampleProgram[], folder: string): Map<string, string[]> {
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  // The project's own options (strict and the rest), with folio/client mapped to its entry point.
  const config = {
    extends: join(root, 'tsconfig.json'),
    compilerOptions: {
      types: ['node'],
      typeRoots: [join(root, 'node_modules', '@types')],
      paths: { 'folio/client': [join(root, 'client', 'index.ts')], '@folio/client': [join(root, 'client', 'index.ts')] },
    },
    files: programs.map((p) => p.name),
    include: [],
  };
  writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify(config, null, 2));
  for (const program of programs) writeFileSync(join(folder, program.name), program.text);
  const parsed = ts.getParsedCommandLineOfConfigFile(join(folder, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
  const checked = ts.createProgram(parsed.fileNames, parsed.options);
  const problems = new Map(programs.map((p) => [p.source, [] as string[]]));
  for (const diagnostic of ts.getPreEmitDiagnostics(checked)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    const program = programs.find((p) => diagnostic.file && join(folder, p.name) === diagnostic.file.fileName);
    if (!program || diagnostic.start === undefined) {
      for (const list of problems.values()) list.push(`${diagnostic.file?.fileName ?? 'tsconfig'}: TS${diagnostic.code} ${message}`);
      continue;
    }
    const at = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start);
    problems.get(program.source)!.push(`${program.source}:${program.sourceLines[at.line]}:${at.character + 1}: TS${diagnostic.code} ${message}`);
  }
  return problems;
}

/** Runs a program written by typeCheck with tsx, in its folder. */
export function runTypeScript(program: ExampleProgram, folder: string, env: Record<string, string>): Promise<ProcessRun> {
  return runProcess(process.execPath, ['--import', TSX_LOADER, program.name], {
    cwd: folder,
    env: { ...process.env, ...env, TSX_TSCONFIG_PATH: join(folder, 'tsconfig.json') },
    timeout: 30_000,
  });
}
