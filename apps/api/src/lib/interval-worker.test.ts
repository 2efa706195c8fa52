import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { intervalWorker } from './interval-worker.ts';
import { createMetricsRegistry } from './metrics/registry.ts';
import { sampleValue } from '../../test/metrics.ts';

/** Decision 060: every run of a sweep is counted under its name, a failed one too. */
describe('intervalWorker', () => {
  const log = Fastify({ logger: false }).log;

  it('counts runs, rows (a count or counts by part) and failures by sweep name', async () => {
    const m = createMetricsRegistry();
    const ctx = { log, metrics: m.metrics };
    let fail = false;
    const flaky = intervalWorker(
      'flaky sweep',
      async () => {
        if (fail) throw new Error('down');
        return 3;
      },
      ctx,
    );
    const parts = intervalWorker('parts sweep', async () => ({ messages: 2, 'upload folders': 5 }), ctx);
    await flaky.run();
    fail = true;
    await expect(flaky.run()).rejects.toThrow('down');
    await parts.run();

    const text = await m.registry.metrics();
    expect(sampleValue(text, 'immora_sweep_runs_total', { sweep: 'flaky sweep' })).toBe(2);
    expect(sampleValue(text, 'immora_sweep_failures_total', { sweep: 'flaky sweep' })).toBe(1);
    expect(sampleValue(text, 'immora_sweep_rows_total', { sweep: 'flaky sweep' })).toBe(3);
    expect(sampleValue(text, 'immora_sweep_duration_seconds_count', { sweep: 'flaky sweep' })).toBe(2);
    expect(sampleValue(text, 'immora_sweep_rows_total', { sweep: 'parts sweep' })).toBe(7);
    expect(sampleValue(text, 'immora_sweep_failures_total', { sweep: 'parts sweep' })).toBeUndefined();
  });
});
