import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The token test apps serve GET /metrics with. */
export const METRICS_TOKEN = 'metrics-token-of-the-tests';

/** What Prometheus would read from the app now. */
export async function scrape(app: FastifyInstance) {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** Every sample of the family `name` (a metric name, with `_count` or `_bucket` where wanted): its labels and value. */
export function samples(text: string, name: string) {
  const line = new RegExp(`^${name}(?:\\{(.*)\\})? (\\S+)$`);
  return text.split('\n').flatMap((l) => {
    const m = line.exec(l);
    if (!m) return [];
    const labels = Object.fromEntries([...(m[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((p) => [p[1]!, p[2]!]));
    return [{ labels, value: Number(m[2]) }];
  });
}

/** The value of the one sample of `name` with these labels (undefined when there is none). */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}) {
  const found = samples(text, name).filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value;
}
