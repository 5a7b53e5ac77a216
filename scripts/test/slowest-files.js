// A Jest reporter that prints the ten slowest test files of the run at its end, with their
// project, so that every `npm test` says where its time went (issue 38). Plain JavaScript:
// Jest loads reporters itself, before any transform.
import path from 'node:path';

export default class SlowestFiles {
  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((result) => ({
        file: path.relative(process.cwd(), result.testFilePath),
        project: result.displayName?.name ?? '',
        seconds: (result.perfStats.end - result.perfStats.start) / 1000,
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 10);
    if (files.length === 0) return;
    const width = Math.max(...files.map((f) => f.project.length));
    const lines = files.map((f) => `${f.seconds.toFixed(1).padStart(7)} s  ${f.project.padEnd(width)}  ${f.file}`);
    process.stderr.write(`\nThe ${files.length} slowest test files:\n${lines.join('\n')}\n`);
  }
}
