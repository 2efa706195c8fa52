import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@immora/shared/api';
import { PHOTO_BATCH_MESSAGE, PHOTO_MESSAGES } from '@immora/shared/listing-form';
import { AppError } from './errors.ts';
import { ContentProbe, type ContentFacts } from './image-content.ts';
import { sourceHasher } from './photo-variants.ts';

/**
 * Multipart uploads of pictures (listing photos, profile pictures). The route's body schema is
 * for OpenAPI only: this validator lets the body through and `withUploadedFiles` reads and
 * checks the stream itself, so sizes and types answer with PHOTO_MESSAGES.
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

export type UploadedFile = {
  /** A temporary file named by its position in the request, never by the client's file name. */
  path: string;
  facts: ContentFacts;
  /** `sourceHash` of its bytes: the content address of its variants (decision 014). */
  hash: string;
};

/**
 * Streams every file of a multipart request to its own temporary file in `folder`, checking the
 * bytes as they pass (`ContentProbe`) and stopping a file at the size limit while it streams:
 * nothing holds a whole file in memory (docs/decisions/040). The whole body is always read, even
 * after a file was too large, so the client gets the answer instead of a connection reset while
 * it is still sending.
 */
async function receiveFiles(request: FastifyRequest, folder: string): Promise<UploadedFile[]> {
  if (!request.isMultipart())
    throw new AppError(415, ERROR_CODES.unsupportedMedia, 'Send the pictures as multipart/form-data.');
  const files: UploadedFile[] = [];
  let tooLarge = false;
  let parts = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (tooLarge) {
        part.file.resume();
        continue;
      }
      const path = join(folder, `${parts++}.upload`);
      const probe = new ContentProbe();
      const hash = sourceHasher();
      const inspect = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          probe.push(chunk);
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(part.file, inspect, createWriteStream(path, { flags: 'wx' }));
      const facts = probe.finish();
      if (part.file.truncated) tooLarge = true;
      // A form sent with no file chosen carries one empty, unnamed part.
      else if (facts.size || part.filename) files.push({ path, facts, hash: hash.digest('hex').slice(0, 20) });
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError(413, ERROR_CODES.tooLarge, PHOTO_BATCH_MESSAGE);
    // The size error is raised once the whole body has been read.
    if (code === 'FST_REQ_FILE_TOO_LARGE') tooLarge = true;
    else if (err instanceof AppError || isClientError(err)) throw err;
    // Anything else is a body busboy could not parse (truncated, no boundary): the client's doing.
    else throw AppError.badRequest(UNREADABLE);
  }
  if (tooLarge) throw new AppError(413, ERROR_CODES.tooLarge, PHOTO_MESSAGES.tooLarge);
  return files;
}

/**
 * Runs `use` with a reader of the request's files (call it once the caller may upload: the body
 * is not read before), then removes the temporary files, whatever happened. `root` is the
 * folder of every upload's temporary folder (`uploadTmpRoot`).
 */
export async function withUploadedFiles<T>(
  request: FastifyRequest,
  root: string,
  use: (read: () => Promise<UploadedFile[]>) => Promise<T>,
): Promise<T> {
  let folder: string | null = null;
  const read = async () => {
    await mkdir(root, { recursive: true });
    folder = await mkdtemp(join(root, 'upload-'));
    return receiveFiles(request, folder);
  };
  try {
    return await use(read);
  } finally {
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}

/** Where uploads wait while they are checked: beside the data, never under the served `uploads`. */
export const uploadTmpRoot = (dataDir: string) => join(dataDir, 'upload-tmp');
