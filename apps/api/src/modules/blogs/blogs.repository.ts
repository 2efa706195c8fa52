import { and, count, desc, eq, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ZBlogListQuery } from '@immora/shared/blogs';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/blogs.ts';
import { users } from '../../db/schema/users.ts';

type Query = z.output<typeof ZBlogListQuery>;

/** Articles are public from their publication time on (a future date schedules them). */
const isPublished = lte(blogPosts.publishedAt, sql`now()`);

const columns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  coverImage: blogPosts.coverImage,
  coverVariants: blogPosts.coverVariants,
  publishedAt: blogPosts.publishedAt,
  authorId: users.id,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorPicture: users.profilePicture,
};

const newest = [desc(blogPosts.publishedAt), blogPosts.id] as const;

export function blogsRepository(db: Db) {
  return {
    async list(q: Query) {
      const where: (SQL | undefined)[] = [isPublished];
      if (q.category) where.push(sql`lower(${blogPosts.category}) = ${q.category.toLowerCase()}`);
      const condition = and(...where);
      const [totalRow] = await db.select({ n: count() }).from(blogPosts).where(condition);
      const rows = await db
        .select(columns)
        .from(blogPosts)
        .leftJoin(users, eq(users.id, blogPosts.authorId))
        .where(condition)
        .orderBy(...newest)
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      return { rows, total: totalRow?.n ?? 0 };
    },

    categories() {
      return db
        .select({ category: blogPosts.category, count: count() })
        .from(blogPosts)
        .where(isPublished)
        .groupBy(blogPosts.category)
        .orderBy(desc(count()), blogPosts.category);
    },

    /** One published article by id or by slug. */
    async byIdOrSlug(idOrSlug: string, idIsUuid: boolean) {
      const match = idIsUuid
        ? or(eq(blogPosts.id, idOrSlug), eq(blogPosts.slug, idOrSlug))
        : eq(blogPosts.slug, idOrSlug);
      const [row] = await db
        .select({ ...columns, body: blogPosts.body })
        .from(blogPosts)
        .leftJoin(users, eq(users.id, blogPosts.authorId))
        .where(and(isPublished, match));
      return row;
    },

    /** Other published articles, the same category first, then the newest. */
    related(article: { id: string; category: string }, limit = 3) {
      return db
        .select(columns)
        .from(blogPosts)
        .leftJoin(users, eq(users.id, blogPosts.authorId))
        .where(and(isPublished, ne(blogPosts.id, article.id)))
        .orderBy(sql`(${blogPosts.category} = ${article.category}) desc`, ...newest)
        .limit(limit);
    },
  };
}
