import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_RULES } from '@immora/shared/listing-form';
import { ZAgencyProfileUpdateRequest, ZProfile, ZProfileUpdateRequest } from '@immora/shared/profiles';
import { WORKING_HOURS_MESSAGES, ZWorkingHoursAnswer, ZWorkingHoursRequest } from '@immora/shared/working-hours';
import { multipartValidator, uploadTmpRoot, withUploadedFiles } from '../../lib/multipart-files.ts';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import type { AuthDeps } from '../auth/auth.service.ts';
import { deletePicture, uploadPicture } from './profile-picture.service.ts';
import { profilesRepository } from './profiles.repository.ts';
import { getProfile, updateAgencyProfile, updateProfile } from './profiles.service.ts';
import { workingHoursRepository } from './working-hours.repository.ts';
import { getWorkingHours, saveWorkingHours } from './working-hours.service.ts';

/** Roles whose viewings follow working hours: the agent, the private seller and the agency. */
const HOURS_ROLES = ['individual', 'pseller', 'agency'] as const;

const ZPictureBody = z.object({
  file: z
    .file()
    .describe(
      `One JPEG or PNG, at least ${PHOTO_RULES.minWidth}×${PHOTO_RULES.minHeight} px, at most ${PHOTO_RULES.maxPixels / 1e6} megapixels and ${PHOTO_RULES.maxSide} px on a side, ${PHOTO_RULES.maxBytes / 1024 / 1024} MB at most; any field name is accepted, the file name is ignored.`,
    ),
});

/** The signed-in user's profile, picture and working hours (issue 13, decision 022). */
export const profileRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const route = declareRoutes(app);
    // Encapsulated here: only the picture route reads multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: PHOTO_RULES.maxBytes, files: 2, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 100 },
    });
    const profileDeps = { ...deps, profiles: profilesRepository(app.database.db) };
    const pictureDeps = { ...profileDeps, storage: app.storage, log: app.log, metrics: app.metrics };
    const hours = { hours: workingHoursRepository(app.database.db) };

    route.get(
      '/users/me/profile',
      {
        id: 'profiles.get',
        summary: "My profile: personal fields, picture, an agent's or an agency's own fields",
        guard: app.authenticate,
        response: { 200: ok(ZProfile) },
      },
      async (request) => okData(await getProfile(profileDeps, request.auth!.id)),
    );

    route.put(
      '/users/me/profile',
      {
        id: 'profiles.update',
        summary:
          "Update my profile (first and last name, phone, e-mail; an agent's licence, agency name, company e-mail and Belgian VAT number). A new e-mail address stays pending until the link sent to it is followed; the current address is told. 409 when another account has the address",
        guard: app.authenticate,
        body: ZProfileUpdateRequest,
        response: { 200: ok(ZProfile) },
        fails: [409],
        config: { rateLimit: { max: 30, timeWindow: 10 * 60_000 } },
      },
      async (request) => {
        const profile = await updateProfile(profileDeps, request.auth!.row, request.body);
        // The phone may have changed: the account's fraud signals again (decision 078).
        app.trustSignals.accountChanged(request.auth!.id);
        return okData(profile);
      },
    );

    route.put(
      '/users/me/agency',
      {
        id: 'profiles.updateAgency',
        summary:
          "Update my agency's public profile (name, description, e-mail, phone, website, address, city, VAT number)",
        guard: app.requireRole('agency'),
        body: ZAgencyProfileUpdateRequest,
        response: { 200: ok(ZProfile) },
        fails: [404],
      },
      async (request) => {
        const profile = await updateAgencyProfile(profileDeps, request.auth!.row, request.body);
        app.trustSignals.accountChanged(request.auth!.id);
        return okData(profile);
      },
    );

    route.put(
      '/users/me/picture',
      {
        id: 'profiles.uploadPicture',
        summary:
          "Upload my picture (an agency's logo), multipart with one file checked by content like listing photos; replaces the old one, whose files are removed",
        guard: app.authenticate,
        body: ZPictureBody,
        consumes: ['multipart/form-data'],
        response: { 200: ok(ZProfile) },
        fails: [404],
        config: { rateLimit: { max: 20, timeWindow: 10 * 60_000 } },
        validatorCompiler: multipartValidator,
      },
      async (request) =>
        okData(
          await withUploadedFiles(request, uploadTmpRoot(app.config.DATA_DIR), (read) =>
            uploadPicture(pictureDeps, request.auth!.row, read),
          ),
        ),
    );

    route.delete(
      '/users/me/picture',
      {
        id: 'profiles.deletePicture',
        summary: 'Delete my picture (an agency: its logo) and its files',
        guard: app.authenticate,
        response: { 200: ok(ZProfile) },
        fails: [404],
      },
      async (request) => okData(await deletePicture(pictureDeps, request.auth!.row)),
    );

    route.get(
      '/users/me/working-hours',
      {
        id: 'profiles.getWorkingHours',
        summary: 'My working hours (Belgian local time); days is empty while none are set',
        guard: app.requireRole(...HOURS_ROLES),
        response: { 200: ok(ZWorkingHoursAnswer) },
      },
      async (request) => okData(await getWorkingHours(hours, request.auth!.id)),
    );

    route.put(
      '/users/me/working-hours',
      {
        id: 'profiles.saveWorkingHours',
        summary: `Save my working week: per day open or closed, slots of work or break with a start and an end (HH:MM), end after start, no overlaps in a day. Days left out are closed; an empty list removes the working hours. An incomplete slot → 400 '${WORKING_HOURS_MESSAGES.incompleteSlot}', and nothing changes`,
        guard: app.requireRole(...HOURS_ROLES),
        body: ZWorkingHoursRequest,
        response: { 200: ok(ZWorkingHoursAnswer) },
      },
      async (request) => okData(await saveWorkingHours(hours, request.auth!.id, request.body.days)),
    );
  };
