import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@immora/shared/api';
import { PHOTO_BATCH_MESSAGE, PHOTO_MESSAGES } from '@immora/shared/listing-form';
import { AppError } from './errors.ts';

/**
 * Multipart uploads of pictures (listing photos, profile pictures). The route's body schema is
 * for OpenAPI only: this validator lets the body through and `readFiles` reads and checks the
 * stream itself, so sizes and types answer with PHOTO_MESSAGES.
 */
export const multipartValidator: FastifySchemaCompiler<unknown> = (route) =>
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
export async function readFiles(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart())
    throw new AppError(415, ERROR_CODES.unsupportedMedia, 'Send the pictures as multipart/form-data.');
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
