import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { benchCommand, markdownTable, measuredAt, writeBenchReport } from './bench-report.ts';

describe('benchCommand', () => {
  it('repeats the run with its own arguments', () => {
    expect(benchCommand('bench:search', ['--listings', '100000', '--reuse'])).toBe(
      'npm run bench:search -- --listings 100000 --reuse',
    );
    expect(benchCommand('bench:chat', [])).toBe('npm run bench:chat');
  });

  it('leaves out where the report was written, in either spelling', () => {
    expect(benchCommand('bench:chat', ['--out', '/tmp/perf.md', '--nodes', '2', '--out=-'])).toBe(
      'npm run bench:chat -- --nodes 2',
    );
  });
});

describe('markdownTable', () => {
  it('gives a header, a rule and one line per row', () => {
    expect(
      markdownTable(
        ['scenario', 'p50'],
        [
          ['map box', 6],
          ['page 50', 5],
        ],
      ),
    ).toBe('| scenario | p50 |\n| --- | --- |\n| map box | 6 |\n| page 50 | 5 |');
  });
});

describe('measuredAt', () => {
  it('is the UTC minute', () => {
    expect(measuredAt(new Date('2026-11-27T01:46:54.123Z'))).toBe('2026-11-27 01:46');
  });
});

describe('writeBenchReport', () => {
  const doc = () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-report-')), 'performance.md');
    writeFileSync(file, '# Performance\n\n<!-- bench:x:start -->\n\nold figures\n\n<!-- bench:x:end -->\n\nafter\n');
    return file;
  };

  it('replaces the marked section and leaves the file formatted', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const file = doc();
    await writeBenchReport(file, 'bench:x', `Measured now:\n\n${markdownTable(['a', 'bb'], [['long cell', 1]])}`);
    expect(readFileSync(file, 'utf8')).toBe(
      '# Performance\n\n<!-- bench:x:start -->\n\nMeasured now:\n\n| a         | bb  |\n| --------- | --- |\n| long cell | 1   |\n\n<!-- bench:x:end -->\n\nafter\n',
    );
  });

  it('only prints with --out -', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await writeBenchReport('-', 'bench:x', 'Measured now');
    expect(log).toHaveBeenCalledWith('\nMeasured now\n');
  });
});
