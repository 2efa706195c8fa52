import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const expectErrorShape = (body: unknown, code?: string) => {
  expect(body).toMatchObject({ success: false, error: { code: expect.any(String), message: expect.any(String) } });
  if (code) expect((body as { error: { code: string } }).error.code).toBe(code);
};

describe('the JSON error shape on bad input', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.be",',
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'BAD_REQUEST');
    expect(res.json().error.message).toBe('The request body is not valid JSON.');
  });

  it('answers an unknown API route with 404 JSON', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expectErrorShape(res.json(), 'NOT_FOUND');
  });

  it('answers wrong types with 400 and names the field', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 42 } });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'VALIDATION_FAILED');
    expect(res.json().error.fields).toHaveProperty('email');
  });

  it('answers a body that is not JSON with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.be',
    });
    expect(res.statusCode).toBe(415);
    expectErrorShape(res.json(), 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expectErrorShape(res.json(), 'PAYLOAD_TOO_LARGE');
  });

  it('never answers 500 to any JSON body or query string a client can send', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue(),
        fc.dictionary(
          fc.constantFrom('type', 'category', 'city', 'q', 'minPrice', 'maxPrice', 'sort', 'page', 'pageSize', 'x'),
          fc.string(),
        ),
        async (body, query) => {
          const post = await ctx.app.inject({
            method: 'POST',
            url: '/api/newsletter',
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          });
          expect(post.statusCode).toBeLessThan(500);
          const get = await ctx.app.inject({ method: 'GET', url: '/api/properties', query });
          expect(get.statusCode).toBeLessThan(500);
          if (get.statusCode >= 400) expectErrorShape(get.json());
        },
      ),
      { numRuns: 150 },
    );
  });
});
