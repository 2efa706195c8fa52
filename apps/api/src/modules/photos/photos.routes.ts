import multipart from '@fastify/multipart';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@immora/shared/api';
import {
  PHOTO_BATCH_MESSAGE,
  PHOTO_MESSAGES,
  PHOTO_RULES,
  ZEditableListing,
  ZPhotoOrder,
} from '@immora/shared/listing-form';
import { ZPropertyIdParams } from '@immora/shared/properties';
import { AppError } from '../../lib/errors.ts';
import { fails, ok, okData } from '../../lib/reply.ts';
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
      `JPEG or PNG, at least ${PHOTO_RULES.minWidth}×${PHOTO_RULES.minHeight} px, ${PHOTO_RULES.maxBytes / 1024 / 1024} MB at most each; any field name is accepted.`,
    ),
});
const multipartValidator: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? () => ({ value: undefined })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

const UNREADABLE = 'The upload could not be read. Please try again.';
const isClientError = (err: unknown) => {
  const status = (err as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * Reads every file of a multipart request into memory (at most maxFiles × maxBytes). The whole
 * body is always read, even after a file was too large, so the client gets the answer instead of
 * a connection reset while it is still sending.
 */
async function readFiles(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart())
    throw new AppError(415, ERROR_CODES.unsupportedMedia, 'Send the photos as multipart/form-data.');
  const files: Buffer[] = [];
  let tooLarge = false;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (tooLarge) {
        part.file.resume();
        continue;
      }
      try {
        const data = await part.toBuffer();
        // A form sent with no file chosen carries one empty, unnamed part.
        if (data.length || part.filename) files.push(data);
      } catch (err) {
        if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
        tooLarge = true;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError(413, ERROR_CODES.tooLarge, PHOTO_BATCH_MESSAGE);
    // The size error is also raised again once the whole body has been read.
    if (code === 'FST_REQ_FILE_TOO_LARGE') tooLarge = true;
    else if (err instanceof AppError || isClientError(err)) throw err;
    // Anything else is a body busboy could not parse (truncated, no boundary): the client's doing.
    else throw AppError.badRequest(UNREADABLE);
  }
  if (tooLarge) throw new AppError(413, ERROR_CODES.tooLarge, PHOTO_MESSAGES.tooLarge);
  return files;
}

/** A listing's photos: upload (all or nothing), order, cover, delete (docs/decisions/008). */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
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
  const service = photosService(app.database.db, app.storage, app.log);
  const onRequest = app.requireRole(...PUBLISHERS);

  app.get(
    '/properties/:id/photos',
    {
      onRequest,
      schema: {
        operationId: 'photos.list',
        tags: ['photos'],
        summary: "My listing's photos in display order",
        params: ZPropertyIdParams,
        response: { 200: ok(ZPhotoList), ...fails(404) },
      },
    },
    async (request) => okData({ photos: await service.list(request.auth!.id, request.params.id) }),
  );

  app.post(
    '/properties/:id/photos',
    {
      onRequest,
      schema: {
        operationId: 'photos.upload',
        tags: ['photos'],
        summary:
          'Add photos to my listing (multipart, up to 10 files): all are stored or none; answers all the listing photos in order',
        description:
          'Every file must be a JPEG or PNG (checked by content) of at least 2048×768 pixels and 15 MB at most; one bad file refuses the whole upload (400, or 413 for size) and nothing is stored. Photos are appended after the existing ones; the first photo of a listing becomes its cover; a listing holds 30 photos at most.',
        params: ZPropertyIdParams,
        consumes: ['multipart/form-data'],
        body: ZUploadBody,
        response: { 201: ok(ZPhotoList), ...fails(404) },
      },
      validatorCompiler: multipartValidator,
    },
    async (request, reply) => {
      const photos = await service.upload(request.auth!.id, request.params.id, () => readFiles(request));
      return reply.status(201).send(okData({ photos }));
    },
  );

  app.put(
    '/properties/:id/photos/order',
    {
      onRequest,
      schema: {
        operationId: 'photos.reorder',
        tags: ['photos'],
        summary: 'Put my listing photos in a new order (every photo id once)',
        params: ZPropertyIdParams,
        body: ZPhotoOrder,
        response: { 200: ok(ZPhotoList), ...fails(404) },
      },
    },
    async (request) =>
      okData({ photos: await service.reorder(request.auth!.id, request.params.id, request.body.photoIds) }),
  );

  app.post(
    '/properties/:id/photos/:photoId/cover',
    {
      onRequest,
      schema: {
        operationId: 'photos.setCover',
        tags: ['photos'],
        summary: 'Make this photo the cover of my listing (the only one)',
        params: ZPhotoParams,
        response: { 200: ok(ZPhotoList), ...fails(404) },
      },
    },
    async (request) =>
      okData({ photos: await service.setCover(request.auth!.id, request.params.id, request.params.photoId) }),
  );

  app.delete(
    '/properties/:id/photos/:photoId',
    {
      onRequest,
      schema: {
        operationId: 'photos.delete',
        tags: ['photos'],
        summary: 'Delete a photo of my listing (and its files); the first remaining photo becomes the cover if needed',
        params: ZPhotoParams,
        response: { 200: ok(ZPhotoList), ...fails(404) },
      },
    },
    async (request) =>
      okData({ photos: await service.remove(request.auth!.id, request.params.id, request.params.photoId) }),
  );
};
