import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { writeMarkedSection } from './marked-section.ts';

/** A Markdown table; `npm run format` aligns it once it is in the document. */
export function markdownTable(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * `--help` of a bench script: its leading comment (the lines before its first import), printed,
 * then the process ends.
 */
export function printBenchHelp(scriptUrl: string): never {
  const source = readFileSync(new URL(scriptUrl), 'utf8');
  console.log(source.slice(0, source.indexOf('\nimport ')).replace(/^\/\/ ?/gm, ''));
  process.exit(0);
}

/** `2026-11-27 01:46`: the minute a run was measured, in UTC. */
export const measuredAt = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

/**
 * The command a run can be repeated with: `npm run <script>` and the run's own arguments, without
 * `--out` (where the report went is not part of the measurement).
 */
export function benchCommand(script: string, args: string[]): string {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out') i++;
    else if (!args[i]!.startsWith('--out=')) kept.push(args[i]!);
  }
  return `npm run ${script}${kept.length ? ` -- ${kept.join(' ')}` : ''}`;
}

/**
 * Prints a benchmark's report and, unless `out` is `-`, writes it into the marked section of `out`
 * and formats the file as `npm run format` would, so the format check stays green.
 */
export async function writeBenchReport(out: string, section: string, report: string) {
  console.log(`\n${report}\n`);
  if (out === '-') return;
  writeMarkedSection(out, section, report);
  const options = { ...(await resolveConfig(out)), filepath: out };
  writeFileSync(out, await format(readFileSync(out, 'utf8'), options));
  console.log(`written to ${out} (section ${section})`);
}
