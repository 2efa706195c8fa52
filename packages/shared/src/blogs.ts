import { z } from 'zod';
import { ZPhotoVariants } from './photo-variant-schema.ts';
import { ZPageQuery } from './professionals.ts';

/** Public blog: GET /api/blogs, /api/blogs/categories and /api/blogs/{idOrSlug}. */
export const ZBlogListQuery = ZPageQuery.extend({
  /** A category as listed by /api/blogs/categories, case-insensitive. */
  category: z.string().trim().max(60, 'Category is too long').optional(),
});
export type TBlogListQuery = z.input<typeof ZBlogListQuery>;

export const ZBlogAuthor = z.object({ id: z.string(), name: z.string(), profilePicture: z.string().nullable() });

export const ZBlogListItem = z.object({
  id: z.string(),
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  coverImage: z.string(),
  /** The cover in every stored width and format (decision 014); empty while it has none yet. */
  coverVariants: ZPhotoVariants,
  author: ZBlogAuthor.nullable(),
  publishedAt: z.string(),
});
export type TBlogListItem = z.infer<typeof ZBlogListItem>;

export const ZBlogArticle = ZBlogListItem.extend({
  /** Markdown, as written. */
  body: z.string(),
  /** Three other articles, from the same category first. */
  related: z.array(ZBlogListItem),
});
export type TBlogArticle = z.infer<typeof ZBlogArticle>;

export const ZBlogCategory = z.object({ category: z.string(), count: z.number().int() });
export type TBlogCategory = z.infer<typeof ZBlogCategory>;

export const ZBlogParams = z.object({ idOrSlug: z.string().max(200) });
