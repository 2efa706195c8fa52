import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { bearer, createAccount, signIn } from '../../test/account-factories.ts';
import { agencyChatWithAgent, nextEvent } from '../../test/chat.ts';
import { onPostgres } from '../../test/database.ts';
import { METRICS_TOKEN, sampleValue, samples, scrape } from '../../test/metrics.ts';
import { listen, type TestSocket } from '../../test/realtime.ts';

/** Decision 060: each family of GET /metrics appears after the action that feeds it, with bounded labels. */
let ctx: TestContext;
let base: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ METRICS_TOKEN });
  base = await listen(ctx.app);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await ctx.close();
});

const HTTP = 'immora_http_request_duration_seconds_count';

describe('GET /metrics families', () => {
  it('times requests by route pattern and status class: two ids are one series, unknown paths one label', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    for (const id of [first, second]) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/agents/${id}` })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/nowhere/${id}` })).statusCode).toBe(404);
    }
    const text = await scrape(ctx.app);
    expect(text).not.toContain(first);
    expect(samples(text, HTTP).filter((s) => s.labels.route === '/api/agents/:id')).toEqual([
      { labels: { method: 'GET', route: '/api/agents/:id', status_class: '4xx' }, value: 2 },
    ]);
    expect(sampleValue(text, HTTP, { route: 'unmatched', status_class: '4xx' })).toBe(2);
    // The scrape itself is the one request being answered.
    expect(sampleValue(text, 'immora_http_requests_in_flight')).toBe(1);
    // Node's own: event-loop lag, heap, GC.
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes /m);
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });

  it('times database calls and shows the pool (PostgreSQL) or the embedded engine’s queue', async () => {
    await ctx.app.inject({ method: 'GET', url: `/api/agents/${randomUUID()}` });
    const text = await scrape(ctx.app);
    expect(sampleValue(text, 'immora_db_query_duration_seconds_count', { kind: 'query' })).toBeGreaterThan(0);
    if (onPostgres) {
      expect(sampleValue(text, 'immora_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(sampleValue(text, 'immora_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else expect(sampleValue(text, 'immora_db_embedded_queue_length')).toBe(0);
  });

  it('counts login failures: wrong credentials, and refusals by the failure limit', async () => {
    const user = await createAccount(ctx.database, { role: 'buyer' });
    const failures = async (reason: string) =>
      sampleValue(await scrape(ctx.app), 'immora_login_failures_total', { reason }) ?? 0;
    const before = await failures('credentials');
    const login = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: user.email, password: 'Not-the-password-1' },
        remoteAddress: `10.60.0.${i + 1}`,
      });
    expect((await login(0)).statusCode).toBe(401);
    expect(await failures('credentials')).toBe(before + 1);
    // The address's sixth failure within the window is refused before the password is checked.
    const statuses = [];
    for (let i = 1; i < 6; i++) statuses.push((await login(i)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(await failures('credentials')).toBe(before + 5);
    expect(await failures('locked')).toBe(1);
  });

  it('counts each sweep’s runs, duration and rows', async () => {
    expect(sampleValue(await scrape(ctx.app), 'immora_sweep_runs_total', { sweep: 'alert sweep' })).toBeUndefined();
    await ctx.app.alerts.sweep();
    const text = await scrape(ctx.app);
    expect(sampleValue(text, 'immora_sweep_runs_total', { sweep: 'alert sweep' })).toBe(1);
    expect(sampleValue(text, 'immora_sweep_duration_seconds_count', { sweep: 'alert sweep' })).toBe(1);
    expect(sampleValue(text, 'immora_sweep_rows_total', { sweep: 'alert sweep' })).toBe(0);
  });

  it('shows the account-mail queue and counts rate-limit refusals by route pattern', async () => {
    const ask = (email: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/users/password-reset-request', payload: { email } });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask(`nobody-${i}-${randomUUID()}@example.be`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const text = await scrape(ctx.app);
    expect(sampleValue(text, 'immora_queue_depth', { queue: 'account mail' })).toBe(5);
    expect(sampleValue(text, 'immora_queue_oldest_age_seconds', { queue: 'account mail' })).toBeGreaterThanOrEqual(0);
    expect(sampleValue(text, 'immora_queue_depth', { queue: 'alerts' })).toBe(0);
    expect(sampleValue(text, 'immora_queue_depth', { queue: 'contact mail' })).toBe(0);
    expect(sampleValue(text, 'immora_rate_limited_total', { route: '/api/users/password-reset-request' })).toBe(1);

    await ctx.app.accountMail.drain();
    expect(sampleValue(await scrape(ctx.app), 'immora_queue_depth', { queue: 'account mail' })).toBe(0);
  });

  it('counts uploaded files, stored and refused, and times the encoding', async () => {
    const user = await createAccount(ctx.database, { role: 'buyer' });
    const headers = bearer(await signIn(ctx.app, user.email, user.password, '10.60.0.2'));
    const upload = (data: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'me.jpg');
      return ctx.app.inject({ method: 'PUT', url: '/api/users/me/picture', headers, payload: form });
    };
    const picture = await sharp({ create: { width: 2048, height: 768, channels: 3, background: '#1d4e89' } })
      .jpeg()
      .toBuffer();
    expect((await upload(picture)).statusCode).toBe(200);
    expect((await upload(Buffer.from('not a picture\n'.repeat(40)))).statusCode).toBe(400);
    const text = await scrape(ctx.app);
    const uploads = 'immora_upload_files_total';
    expect(sampleValue(text, uploads, { kind: 'profile picture', outcome: 'stored' })).toBe(1);
    expect(sampleValue(text, uploads, { kind: 'profile picture', outcome: 'refused' })).toBe(1);
    expect(sampleValue(text, 'immora_image_encoding_seconds_count')).toBe(1);
  });

  it('counts socket connections, events by name, chat messages and receipts', async () => {
    const { team, agent, owner, other, chat } = await agencyChatWithAgent(ctx.app, ctx.database, base);
    sockets.push(owner, other);
    const delivered = nextEvent(owner, 'messageDelivered');
    const sent = await owner.emitWithAck('sendMessage', {
      senderId: team.agency.user.id,
      chatId: chat.id,
      content: 'Hallo',
      clientMessageId: randomUUID(),
    });
    if (!sent.ok) throw new Error(sent.error);
    await delivered;
    await other.emitWithAck('messageSeen', {
      messageId: sent.message.id,
      userId: agent.user.id,
      chatId: chat.id,
    });

    const text = await scrape(ctx.app);
    expect(sampleValue(text, 'immora_socket_connections')).toBe(2);
    const events = 'immora_socket_events_received_total';
    expect(sampleValue(text, events, { event: 'createOneOnOneChat' })).toBe(1);
    expect(sampleValue(text, events, { event: 'sendMessage' })).toBe(1);
    expect(sampleValue(text, events, { event: 'messageSeen' })).toBe(1);
    expect(sampleValue(text, 'immora_chat_messages_total')).toBe(1);
    expect(sampleValue(text, 'immora_chat_receipts_total', { kind: 'delivered' })).toBe(1);
    expect(sampleValue(text, 'immora_chat_receipts_total', { kind: 'seen' })).toBe(1);
  });

  // Last: the node stays drained.
  it('shows readiness as GET /api/ready answers it, and each dependency', async () => {
    const text = await scrape(ctx.app);
    expect(sampleValue(text, 'immora_ready')).toBe(1);
    expect(sampleValue(text, 'immora_dependency_up', { dependency: 'database' })).toBe(1);
    expect(sampleValue(text, 'immora_dependency_up', { dependency: 'storage' })).toBe(1);
    ctx.app.readiness.drain();
    expect(sampleValue(await scrape(ctx.app), 'immora_ready')).toBe(0);
  });
});
