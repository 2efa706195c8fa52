import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createAgent, createBlogPost } from '../../../test/marketplace-factories.ts';

let ctx: TestContext;
const day = 86_400_000;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const author = await createAgent(ctx.database, { firstName: 'Lotte', lastName: 'Peeters', profilePicture: '/a.jpg' });
  ids.author = author.id;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
  const epc = await createBlogPost(ctx.database, {
    slug: 'epc-explained',
    title: 'The EPC explained',
    category: 'Guides',
    body: '## What is an EPC?\n\nAn **energy** certificate.',
    authorId: author.id,
    publishedAt: at(1),
  });
  ids.epc = epc.id;
  await createBlogPost(ctx.database, {
    slug: 'duties',
    title: 'Registration duties',
    category: 'Legal',
    publishedAt: at(2),
  });
  await createBlogPost(ctx.database, {
    slug: 'viewing',
    title: 'Viewing checklist',
    category: 'Guides',
    publishedAt: at(3),
  });
  await createBlogPost(ctx.database, {
    slug: 'market-q3',
    title: 'Market in Q3',
    category: 'Market',
    publishedAt: at(4),
  });
  await createBlogPost(ctx.database, {
    slug: 'mortgage',
    title: 'Mortgage basics',
    category: 'Guides',
    publishedAt: at(5),
  });
  await createBlogPost(ctx.database, { slug: 'lease', title: 'Lease law', category: 'Legal', publishedAt: at(6) });
  await createBlogPost(ctx.database, {
    slug: 'tomorrow',
    title: 'Scheduled post',
    category: 'Guides',
    publishedAt: at(-1),
  });
});
afterAll(() => ctx.close());

const get = async (url: string, query: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url, query });
  return { status: res.statusCode, body: res.json(), raw: res.body };
};
const titles = (body: { data: { items: { title: string }[] } }) => body.data.items.map((i) => i.title);

describe('GET /api/blogs', () => {
  it('lists published articles newest first, without scheduled ones', async () => {
    const { status, body } = await get('/api/blogs');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 6, page: 1, pageSize: 12 });
    expect(titles(body)).toEqual([
      'The EPC explained',
      'Registration duties',
      'Viewing checklist',
      'Market in Q3',
      'Mortgage basics',
      'Lease law',
    ]);
    expect(body.data.items[0]).toEqual({
      id: ids.epc,
      _id: ids.epc,
      slug: 'epc-explained',
      title: 'The EPC explained',
      excerpt: 'A short summary.',
      category: 'Guides',
      coverImage: expect.stringMatching(/^\/uploads\//),
      // A cover stored without variants (none made yet) answers an empty list: the page shows coverImage.
      coverVariants: [],
      author: { id: ids.author, name: 'Lotte Peeters', profilePicture: '/a.jpg' },
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.data.items[1].author).toBeNull();
    expect(body.data.items[0]).not.toHaveProperty('body');
  });

  it('filters by category, case-insensitively', async () => {
    expect(titles((await get('/api/blogs', { category: 'guides' })).body)).toEqual([
      'The EPC explained',
      'Viewing checklist',
      'Mortgage basics',
    ]);
    expect((await get('/api/blogs', { category: 'Gardening' })).body.data).toMatchObject({ total: 0, items: [] });
  });

  it('pages through articles', async () => {
    const { body } = await get('/api/blogs', { page: '2', pageSize: '4' });
    expect(body.data).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(titles(body)).toEqual(['Mortgage basics', 'Lease law']);
  });

  it.each([
    [{ page: '0' }, 'Page starts at 1'],
    [{ pageSize: '49' }, 'Page size cannot exceed 48'],
    [{ page: 'two' }, 'Page must be a whole number'],
    [{ category: 'x'.repeat(61) }, 'Category is too long'],
  ])('refuses %j with "%s"', async (query, message) => {
    const { status, body } = await get('/api/blogs', query);
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });
});

describe('GET /api/blogs/categories', () => {
  it('counts published articles per category, largest first', async () => {
    const { status, body } = await get('/api/blogs/categories');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { category: 'Guides', count: 3 },
      { category: 'Legal', count: 2 },
      { category: 'Market', count: 1 },
    ]);
  });
});

describe('GET /api/blogs/:idOrSlug', () => {
  it('answers an article by slug with its markdown body and three related articles, same category first', async () => {
    const { status, body } = await get('/api/blogs/epc-explained');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: ids.epc,
      slug: 'epc-explained',
      body: '## What is an EPC?\n\nAn **energy** certificate.',
      author: { name: 'Lotte Peeters' },
    });
    expect(titles({ data: { items: body.data.related } })).toEqual([
      'Viewing checklist',
      'Mortgage basics',
      'Registration duties',
    ]);
  });

  it('answers the same article by id', async () => {
    const { status, body } = await get(`/api/blogs/${ids.epc}`);
    expect(status).toBe(200);
    expect(body.data.slug).toBe('epc-explained');
  });

  it.each([
    ['an unknown slug', 'no-such-article'],
    ['an unknown id', randomUUID()],
    ['a scheduled article', 'tomorrow'],
    ['a strange slug', '%27%20or%201%3D1--'],
  ])('answers 404 for %s', async (_label, slug) => {
    const { status, body } = await get(`/api/blogs/${slug}`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, error: { code: 'NOT_FOUND', message: 'Article not found' } });
  });

  it('never answers the author’s private fields', async () => {
    for (const { raw } of [await get('/api/blogs'), await get('/api/blogs/epc-explained')]) {
      for (const secret of [
        'passwordHash',
        'password_hash',
        'googleCalendarAuth',
        'secret-hash',
        'google-access-token',
        'companyEmail',
      ])
        expect(raw).not.toContain(secret);
    }
  });
});
