import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { RETENTION_DAYS } from '@immora/shared/retention';
import { parseTrustProxy, type TrustProxy } from './lib/proxy-trust.ts';

/**
 * Every environment variable the API reads, parsed once, with its default (DESIGN.md
 * 'Configuration'; the README lists them all). Nothing else in the code reads process.env.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/** An empty variable (`METRICS_PORT=` in an env file) counts as unset. */
const unsetWhenEmpty = (v: unknown) => (v === '' ? undefined : v);

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /**
   * Connections each node keeps to PostgreSQL: by default twice this machine's cores (decision 050).
   * With more busy connections than cores, PostgreSQL shares the cores among all of them and
   * every query in flight takes longer.
   */
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(() => 2 * availableParallelism()),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Immora <no-reply@immora.be>'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  /** Machine-wide cache of the seed's drawn pictures (db/seed/images.ts); `off` turns it off. */
  SEED_IMAGE_CACHE: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** How often ended auctions are announced by e-mail; 0 turns the sweep off (tests). */
  AUCTION_SWEEP_SECONDS: z.coerce.number().int().min(0).default(30),
  /**
   * Seconds between two steps of the account e-mail worker, each of which takes at most one queued
   * reset, verification or sign-up e-mail (decision 057; fractions allowed); 0 turns it off (tests
   * call app.accountMail.drain()).
   */
  ACCOUNT_MAIL_SECONDS: z.coerce.number().min(0).default(0.25),
  /** How often e-mails to contacts left queued by a stopped node are sent (decision 034); 0 turns it off. */
  CONTACT_MAIL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How often alerts are swept (instant ones sent, daily ones once their hour has passed); 0 turns it off. */
  ALERTS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * Sign-ups from one client address per 10 minutes. The end-to-end test bed raises it: its
   * journeys sign up dozens of accounts from 127.0.0.1 within minutes (the limit itself is
   * proven by the API integration tests, at this default).
   */
  SIGNUP_LIMIT: z.coerce.number().int().min(1).default(20),
  /** E-mail verifications from one client address per 15 minutes; the test bed raises it as SIGNUP_LIMIT. */
  VERIFY_EMAIL_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Reports (of a listing or a profile) from one client address per hour; the test bed raises it as SIGNUP_LIMIT. */
  REPORT_LIMIT: z.coerce.number().int().min(1).default(5),
  /** How often purchased credits whose period has ended are expired (decision 031); 0 turns it off. */
  CREDITS_EXPIRY_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** How often waiting 'Download my data' zips are looked for and built (decision 063); 0 turns it off (tests call app.dataExports.run()). */
  DATA_EXPORT_SECONDS: z.coerce.number().int().min(0).default(15),
  /** How often data past its retention period is deleted (decision 059); 0 turns it off. */
  RETENTION_SWEEP_SECONDS: z.coerce.number().int().min(0).default(3600),
  /**
   * Days a closed account waits before the erasure sweep erases it (decision 061); decimals give a
   * test bed a short grace (0.0007 ≈ 1 minute), 0 erases it at the next sweep.
   */
  ACCOUNT_ERASURE_DAYS: z.coerce.number().min(0).default(RETENTION_DAYS.closedAccounts),
  /** How often closed accounts past their grace period are erased (decision 061); 0 turns it off. */
  ACCOUNT_ERASURE_SWEEP_SECONDS: z.coerce.number().min(0).default(3600),
  /**
   * How often the price estimate's adjustments are looked at (decision 068): each cell is fitted
   * again 20 hours after its last fit, by one node; 0 turns it off (tests call app.estimateAdjustments.run()).
   */
  ESTIMATE_SWEEP_SECONDS: z.coerce.number().int().min(0).default(3600),
  /**
   * How often the market figures are looked at (decision 074): each municipality is swept again an
   * hour after its last sweep, by one node; 0 turns it off (tests call app.marketFigures.run()).
   */
  MARKET_SWEEP_SECONDS: z.coerce.number().int().min(0).default(600),
  /**
   * How often the sweep of the listing signals looks for listings due (decision 078, amendment of
   * 2026-11-29): each public listing is swept once a night, from TRUST_SIGNAL_SWEEP_HOUR on, by one
   * node; 0 turns it off (tests call app.trustSignalSweep.run()).
   */
  TRUST_SIGNAL_SWEEP_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** The hour (0–23, Belgian time) from which each night's sweep of the listing signals is due. */
  TRUST_SIGNAL_SWEEP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  /**
   * Estimates (POST /api/estimates and a listing's estimate) per client address per minute. The
   * estimate benchmark raises it: its ten clients all come from 127.0.0.1.
   */
  ESTIMATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** The hour (0–23, Belgian time) daily alerts are sent at. */
  ALERTS_DAILY_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  /**
   * Which peers are reverse proxies whose X-Forwarded-For / X-Request-Id are believed (decision 042):
   * `false`, `true`, a number of hops (`1` behind one nginx) or a list of addresses and subnets.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): TrustProxy => {
      const parsed = parseTrustProxy(v);
      if (typeof parsed === 'object' && !Array.isArray(parsed)) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  /**
   * Seconds a stopping node keeps serving while GET /api/ready answers 503, so a load balancer
   * that polls it stops sending new requests before the node closes (0: close at once).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  /** Seconds requests in flight get to finish once the node closes; then it exits with 1. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(600).default(30),
  /**
   * GET /metrics in the Prometheus text format (decision 060) is off unless one of these is set:
   * METRICS_TOKEN, a bearer token the scraper sends (at least 16 characters), and/or METRICS_PORT,
   * a port of 127.0.0.1 it is served on instead of the API's port.
   */
  METRICS_TOKEN: z.preprocess(
    unsetWhenEmpty,
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  METRICS_PORT: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(0).max(65535).optional()),
  /** Serve the API reference (Swagger UI and the OpenAPI document) at /api/docs. */
  API_DOCS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_AUTH_URL: z.url().default('https://login.microsoftonline.com/common/oauth2/v2.0/authorize'),
  MICROSOFT_TOKEN_URL: z.url().default('https://login.microsoftonline.com/common/oauth2/v2.0/token'),
  MICROSOFT_USERINFO_URL: z.url().default('https://graph.microsoft.com/oidc/userinfo'),
  /** Calendar sync (decision 025): the APIs' base URLs, so tests use a local fake. */
  GOOGLE_CALENDAR_API_URL: z.url().default('https://www.googleapis.com'),
  MICROSOFT_GRAPH_URL: z.url().default('https://graph.microsoft.com'),
  /** How long one calendar API call may take before the booking flow goes on without it. */
  CALENDAR_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** How long a host's calendar busy times are reused for free slots; 0 asks every time. */
  CALENDAR_BUSY_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Base URL under which the bucket's files are readable (a CDN); unset → S3_ENDPOINT/S3_BUCKET. */
  S3_PUBLIC_URL: optionalUrl,
  /** Set → Stripe Checkout takes payments; unset → the built-in test provider (decision 027). */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The signing secret of the Stripe webhook endpoint (`/api/checkout/stripe/webhook`). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API base (a local fake server in tests); unset → Stripe's own. */
  STRIPE_API_URL: optionalUrl,
  /** A Nominatim-compatible geocoder; unset → the built-in one (Belgian postal codes and municipalities). */
  GEOCODER_URL: optionalUrl,
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
});

export type Env = z.infer<typeof ZEnv>;

export type Config = Omit<Env, 'DATA_DIR' | 'JWT_SECRET' | 'PUBLIC_URL'> & {
  DATA_DIR: string;
  PUBLIC_URL: string;
  JWT_SECRET: string;
  databaseKind: 'pglite' | 'postgres';
};

export class ConfigError extends Error {}

export function parseEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The signing key: JWT_SECRET, or one generated on first start and kept in DATA_DIR. */
function jwtSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
  const dataDir = resolve(parsed.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  if (parsed.DATABASE_URL && !/^postgres(ql)?:\/\//.test(parsed.DATABASE_URL)) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_URL: must start with postgres:// or postgresql://');
  }
  return {
    ...parsed,
    DATA_DIR: dataDir,
    PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    JWT_SECRET: jwtSecret(parsed, dataDir),
    databaseKind: parsed.DATABASE_URL ? 'postgres' : 'pglite',
  };
}
