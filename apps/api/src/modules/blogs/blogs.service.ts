import type { TBlogArticle, TBlogListItem, ZBlogListQuery } from '@immora/shared/blogs';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../agents/listing-cards.repository.ts';
import type { blogsRepository } from './blogs.repository.ts';

type Repo = ReturnType<typeof blogsRepository>;
type Row = Awaited<ReturnType<Repo['list']>>['rows'][number];

export function toBlogItem(row: Row): TBlogListItem {
  return {
    id: row.id,
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    coverImage: row.coverImage,
    coverVariants: row.coverVariants ?? [],
    author: row.authorId
      ? {
          id: row.authorId,
          name: `${row.authorFirstName ?? ''} ${row.authorLastName ?? ''}`.trim(),
          profilePicture: row.authorPicture,
        }
      : null,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export async function listBlogs(opts: { repo: Repo; query: z.output<typeof ZBlogListQuery> }) {
  const { rows, total } = await opts.repo.list(opts.query);
  return { items: rows.map(toBlogItem), total, page: opts.query.page, pageSize: opts.query.pageSize };
}

export async function blogCategories(opts: { repo: Repo }) {
  const rows = await opts.repo.categories();
  return rows.map((r) => ({ category: r.category, count: Number(r.count) }));
}

export async function getArticle(opts: { repo: Repo; idOrSlug: string }): Promise<TBlogArticle> {
  const row = await opts.repo.byIdOrSlug(opts.idOrSlug, isUuid(opts.idOrSlug));
  if (!row) throw AppError.notFound('Article not found');
  const related = await opts.repo.related(row);
  return { ...toBlogItem(row), body: row.body, related: related.map(toBlogItem) };
}
