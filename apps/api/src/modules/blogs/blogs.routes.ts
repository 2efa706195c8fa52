import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginated } from '@immora/shared/api';
import { ZBlogArticle, ZBlogCategory, ZBlogListItem, ZBlogListQuery, ZBlogParams } from '@immora/shared/blogs';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { blogsRepository } from './blogs.repository.ts';
import { blogCategories, getArticle, listBlogs } from './blogs.service.ts';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const repo = blogsRepository(app.database.db);

  route.get(
    '/blogs',
    {
      id: 'blogs.list',
      summary: 'Published blog articles, newest first, optionally of one category',
      querystring: ZBlogListQuery,
      response: { 200: ok(paginated(ZBlogListItem)) },
    },
    async (request) => okData(await listBlogs({ repo, query: request.query })),
  );

  route.get(
    '/blogs/categories',
    {
      id: 'blogs.categories',
      summary: 'Blog categories with their number of published articles',
      response: { 200: ok(z.array(ZBlogCategory)) },
    },
    async () => okData(await blogCategories({ repo })),
  );

  route.get(
    '/blogs/:idOrSlug',
    {
      id: 'blogs.get',
      summary: 'One blog article (by id or slug) with its markdown body and three related articles',
      params: ZBlogParams,
      response: { 200: ok(ZBlogArticle) },
      fails: [404],
    },
    async (request) => okData(await getArticle({ repo, idOrSlug: request.params.idOrSlug })),
  );
};
