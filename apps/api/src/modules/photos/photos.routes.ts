import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_MESSAGES, PHOTO_RULES, ZEditableListing, ZPhotoOrder } from '@immora/shared/listing-form';
import { ZPropertyIdParams } from '@immora/shared/properties';
import { multipartValidator, uploadTmpRoot, withUploadedFiles } from '../../lib/multipart-files.ts';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { photosService } from './photos.service.ts';

const PUBLISHERS = ['individual', 'pseller', 'agency'] as const;

const ZPhotoList = z.object({ photos: z.array(ZEditableListing.shape.photos.element) });
const ZPhotoParams = ZPropertyIdParams.extend({ photoId: z.uuid({ error: PHOTO_MESSAGES.notFound }) });

/**
 * The multipart body, for OpenAPI only: the handler reads and checks the stream itself (the
 * route's validator lets the body through), so sizes and types answer with PHOTO_MESSAGES.
 */
const ZUploadBody = z.object({
  files: z
    .array(z.file())
    .min(1)
    .max(PHOTO_RULES.maxFiles)
    .describe(
      `JPEG or PNG, at least ${PHOTO_RULES.minWidth}×${PHOTO_RULES.minHeight} px, at most ${PHOTO_RULES.maxPixels / 1e6} megapixels and ${PHOTO_RULES.maxSide} px on a side, ${PHOTO_RULES.maxBytes / 1024 / 1024} MB at most each; any field name is accepted, file names are ignored.`,
    ),
});
/** A listing's photos: upload (all or nothing), order, cover, delete (docs/decisions/008). */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  // Encapsulated here: only these routes accept multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: PHOTO_RULES.maxBytes,
      files: PHOTO_RULES.maxFiles,
      fields: 10,
      fieldSize: 1024,
      parts: PHOTO_RULES.maxFiles + 10,
      headerPairs: 100,
    },
  });
  const service = photosService(app.database.db, app.storage, app);
  const guard = app.requireRole(...PUBLISHERS);
  const tmpRoot = uploadTmpRoot(app.config.DATA_DIR);

  route.get(
    '/properties/:id/photos',
    {
      id: 'photos.list',
      summary: "My listing's photos in display order",
      guard,
      params: ZPropertyIdParams,
      response: { 200: ok(ZPhotoList) },
      fails: [404],
    },
    async (request) => okData({ photos: await service.list(request.auth!.id, request.params.id) }),
  );

  route.post(
    '/properties/:id/photos',
    {
      id: 'photos.upload',
      summary:
        'Add photos to my listing (multipart, up to 10 files): all are stored or none; answers all the listing photos in order',
      description:
        'Every file must be a JPEG or PNG (checked by content: magic bytes and header, never the name or the sent type) of at least 2048×768 pixels, at most 64 megapixels and 16000 pixels on a side (read from the header, before decoding), and 15 MB at most; a file that is also an archive or a document, or a JPEG of too many scans, is refused. Stored photos are decoded and encoded again: no metadata and nothing hidden in the file is kept. One bad file refuses the whole upload (400, or 413 for size) and nothing is stored. Photos are appended after the existing ones; the first photo of a listing becomes its cover; a listing holds 30 photos at most.',
      guard,
      params: ZPropertyIdParams,
      body: ZUploadBody,
      consumes: ['multipart/form-data'],
      response: { 201: ok(ZPhotoList) },
      fails: [404],
      validatorCompiler: multipartValidator,
    },
    async (request, reply) => {
      const photos = await withUploadedFiles(request, tmpRoot, (read) =>
        service.upload(request.auth!.id, request.params.id, read),
      );
      return reply.status(201).send(okData({ photos }));
    },
  );

  route.put(
    '/properties/:id/photos/order',
    {
      id: 'photos.reorder',
      summary: 'Put my listing photos in a new order (every photo id once)',
      guard,
      params: ZPropertyIdParams,
      body: ZPhotoOrder,
      response: { 200: ok(ZPhotoList) },
      fails: [404],
    },
    async (request) =>
      okData({ photos: await service.reorder(request.auth!.id, request.params.id, request.body.photoIds) }),
  );

  route.post(
    '/properties/:id/photos/:photoId/cover',
    {
      id: 'photos.setCover',
      summary: 'Make this photo the cover of my listing (the only one)',
      guard,
      params: ZPhotoParams,
      response: { 200: ok(ZPhotoList) },
      fails: [404],
    },
    async (request) =>
      okData({ photos: await service.setCover(request.auth!.id, request.params.id, request.params.photoId) }),
  );

  route.delete(
    '/properties/:id/photos/:photoId',
    {
      id: 'photos.delete',
      summary: 'Delete a photo of my listing (and its files); the first remaining photo becomes the cover if needed',
      guard,
      params: ZPhotoParams,
      response: { 200: ok(ZPhotoList) },
      fails: [404],
    },
    async (request) =>
      okData({ photos: await service.remove(request.auth!.id, request.params.id, request.params.photoId) }),
  );
};
