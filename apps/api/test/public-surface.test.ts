import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomTestApp } from './custom-app.ts';
import type { TestContext } from './app.ts';

let docsOn: TestContext;
let docsOff: TestContext;
beforeAll(async () => {
  docsOn = await createCustomTestApp();
  docsOff = await createCustomTestApp({ env: { API_DOCS: 'off' }, database: docsOn.database });
});
afterAll(async () => {
  await docsOff.close();
  await docsOn.close();
});

describe('Content-Security-Policy', () => {
  it('lets pages connect only to their own origin (Socket.IO included), not to any ws: or wss: host', async () => {
    const res = await docsOn.app.inject({ method: 'GET', url: '/api/health' });
    const directives = String(res.headers['content-security-policy']).split(';');
    expect(directives).toContain("connect-src 'self'");
  });
});

describe('API_DOCS: the API reference at /api/docs', () => {
  it('is served by default: the Swagger UI and the OpenAPI document', async () => {
    const ui = await docsOn.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const doc = await docsOn.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/health']).toBeDefined();
  });

  it('API_DOCS=off answers 404 in the API error shape for the UI and the document', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const res = await docsOff.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });

  it('with API_DOCS=off the API itself still answers', async () => {
    const res = await docsOff.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});
