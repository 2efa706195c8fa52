import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TPhotoVariant } from '@immora/shared/photo-variants';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    category: text('category').notNull(),
    coverImage: text('cover_image').notNull(),
    /** The cover's widths and formats; null until made (lib/photo-backfill.ts), [] when it cannot be. */
    coverVariants: jsonb('cover_variants').$type<TPhotoVariant[]>(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    language: text('language').notNull().default('en'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('blog_posts_slug_key').on(t.slug), index('blog_posts_published_idx').on(t.publishedAt)],
);
