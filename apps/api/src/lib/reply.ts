import { z } from 'zod';

/** The success envelope as a zod schema, for route response declarations. */
export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const okData = <T>(data: T) => ({ success: true as const, data });
