import { z } from 'zod';
import { RETENTION_DAYS } from './retention.ts';
import type { Role } from './roles.ts';

/**
 * 'Download my data' (issue 32, decision 063): the GDPR's rights of access (art. 15) and
 * portability (art. 20). One request a day builds one zip; its link works for
 * `RETENTION_DAYS.dataExports` days and only for its owner.
 */

/** The states a row is stored in; 'expired' is a ready export past its expiry. */
export const DATA_EXPORT_STORED_STATES = ['queued', 'building', 'ready', 'failed'] as const;
export const DATA_EXPORT_STATES = [...DATA_EXPORT_STORED_STATES, 'expired'] as const;
export type TDataExportState = (typeof DATA_EXPORT_STATES)[number];

/** At most one export per this many hours and user (a failed one does not count). */
export const DATA_EXPORT_EVERY_HOURS = 24;

/** How long a download link works after the export is ready. */
export const DATA_EXPORT_VALID_DAYS = RETENTION_DAYS.dataExports;

export const DATA_EXPORT_MESSAGES = {
  tooSoon: 'You can ask for a copy of your data once a day. You can ask again in {wait} (after {after} UTC).',
  notFound: 'This export does not exist.',
  expired: 'This download has expired. Ask for a new copy of your data.',
  notReady: 'This export is not ready yet.',
} as const;

/** Where the zip's e-mail and the screen send the reader: the profile page of each role. */
export const PROFILE_PATHS: Record<Role, string> = {
  buyer: '/user-profile',
  individual: '/dashboard-my-profile',
  pseller: '/pseller-profile',
  agency: '/agency-profile',
};

/** The anchor of the 'Download my data' section on the profile page. */
export const DATA_EXPORT_ANCHOR = 'download-my-data';

export const ZDataExport = z.object({
  id: z.string(),
  state: z.enum(DATA_EXPORT_STATES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** When the download stops working (ready and expired exports). */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

/** GET /api/users/me/export: the user's exports, newest first, and when a new one may be asked for. */
export const ZDataExports = z.object({
  items: z.array(ZDataExport),
  /** Null when a new export may be asked for now. */
  nextAllowedAt: z.string().nullable(),
});
export type TDataExports = z.infer<typeof ZDataExports>;

export const ZDataExportParams = z.object({ id: z.uuid() });

/** '3 h 20 min', '45 min': the wait in the 429's message (the screen writes its own in the reader's language). */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours ? `${hours} h${rest ? ` ${rest} min` : ''}` : `${rest} min`;
}
