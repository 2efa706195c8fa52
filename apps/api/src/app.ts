import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, RATE_LIMIT_MESSAGE } from '@immora/shared/api';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError } from './lib/errors.ts';
import { withLogRedaction } from './lib/log-redaction.ts';
import { createGeocoder } from './lib/geocoder.ts';
import { createMailer } from './lib/mail.ts';
import { proxyTrust } from './lib/proxy-trust.ts';
import { createReadiness } from './lib/readiness.ts';
import { createStorage, storageOrigin } from './lib/storage.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { clientErrorHandler } from './plugins/client-error.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRequestIdHeader, requestIdOptions } from './plugins/request-id.ts';
import { routeContractCheck } from './plugins/openapi/route-contract.ts';
import { swaggerOptions } from './plugins/openapi/swagger-options.ts';
import { accountMailRepository } from './modules/auth/account-mail.repository.ts';
import { createAccountMailWorker } from './modules/auth/account-mail.worker.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { authRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import type { AuthDeps } from './modules/auth/auth.service.ts';
import { announceEndedAuctions } from './modules/auctions/auction-end.ts';
import { appointmentRoutes } from './modules/appointments/appointments.routes.ts';
import { auctionRoutes } from './modules/auctions/auctions.routes.ts';
import { boostRoutes } from './modules/boosts/boosts.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { calendarSettingsRoutes } from './modules/calendar/calendar-settings.routes.ts';
import { calendarSyncRepository } from './modules/calendar/calendar-sync.repository.ts';
import { createCalendars } from './modules/calendar/calendars.ts';
import { classifiedRoutes } from './modules/classifieds/classifieds.routes.ts';
import { favouriteRoutes } from './modules/favourites/favourites.routes.ts';
import { listingRoutes } from './modules/listings/listings.routes.ts';
import { propertyRoutes } from './modules/properties/properties.routes.ts';
import { alertRoutes } from './modules/alerts/alerts.routes.ts';
import { alertsRepository } from './modules/alerts/alerts.repository.ts';
import { createAlertsWorker } from './modules/alerts/alerts.worker.ts';
import { expireCredits } from './modules/credits/credit-expiry.ts';
import { intervalWorker } from './lib/interval-worker.ts';
import { sweepRetention } from './modules/retention/retention-sweep.ts';
import { createPrivateFiles } from './lib/private-files.ts';
import { buildWaitingExports } from './modules/data-exports/data-export.builder.ts';
import { dataExportsRepository } from './modules/data-exports/data-exports.repository.ts';
import { dataExportRoutes } from './modules/data-exports/data-exports.routes.ts';
import { accountClosureRoutes } from './modules/account-closure/account-closure.routes.ts';
import { sweepClosedAccounts } from './modules/account-closure/account-erasure.ts';
import { sweepEstimateAdjustments } from './modules/estimates/adjustment-sweep.ts';
import { sweepMarketFigures } from './modules/market/market-sweep.ts';
import { marketAnswers } from './modules/market/market-answers.ts';
import { marketRepository } from './modules/market/market.repository.ts';
import { marketRoutes } from './modules/market/market.routes.ts';
import { signalHooks, type SignalSink } from './modules/trust-signals/signal-hooks.ts';
import { sweepListingSignals } from './modules/trust-signals/signal-sweep.ts';
import { openSignalCase } from './modules/moderation/cases.repository.ts';
import { registerSitemap } from './modules/sitemap/sitemap.routes.ts';
import { estimatesRepository } from './modules/estimates/estimates.repository.ts';
import { estimateRoutes } from './modules/estimates/estimates.routes.ts';
import { searchRepository } from './modules/search/search.repository.ts';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { usersRepository } from './modules/users/users.repository.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { profileRoutes } from './modules/profiles/profiles.routes.ts';
import { dashboardRoutes } from './modules/dashboards/dashboards.routes.ts';
import { reportingRoutes } from './modules/reporting/reporting.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { valuationRequestRoutes } from './modules/valuation-requests/valuation-requests.routes.ts';
import { caseRoutes } from './modules/moderation/cases.routes.ts';
import { staffRoutes } from './modules/moderation/staff.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { agentRoutes } from './modules/agents/agents.routes.ts';
import { agencyRoutes } from './modules/agencies/agencies.routes.ts';
import { agencyTeamRoutes } from './modules/agency-team/agency-team.routes.ts';
import { crmRoutes } from './modules/crm/crm.routes.ts';
import { crmAreaRoutes } from './modules/crm-area/crm-area.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { emailRoutes } from './modules/emails/emails.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { blogRoutes } from './modules/blogs/blogs.routes.ts';
import { planRoutes } from './modules/plans/plans.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { licenceRoutes } from './modules/licences/licences.routes.ts';
import { photoRoutes } from './modules/photos/photos.routes.ts';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes.ts';
import { registerRealtime } from './realtime/server.ts';

export type BuildAppOptions = { config: Config; database: Database; logger?: boolean | object };

/** Builds the whole application — plugins, then app decorations, then routes — without listening. */
export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const trusted = proxyTrust(config.TRUST_PROXY);
  const app = Fastify({
    logger: withLogRedaction(logger ?? { level: config.LOG_LEVEL }),
    trustProxy: trusted,
    ...requestIdOptions(trusted),
    // A request that reached a closing node (on a kept-alive connection) is served, with
    // `Connection: close`, rather than refused: the database stays open until the last one ends.
    return503OnClosing: false,
    bodyLimit: 1_048_576,
    ajv: undefined,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestIdHeader(app);
  registerErrorHandler(app);
  // GET /metrics (decision 060): off unless METRICS_TOKEN or METRICS_PORT; app.metrics records either way.
  registerMetrics(app, config, database);
  // The API speaks JSON (and multipart where files are uploaded); plain text gets a 415.
  app.removeContentTypeParser('text/plain');

  // External plugins.
  const photoOrigin = storageOrigin(config);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Photos in an S3 bucket may be served over plain http in development (MinIO, s3rver).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(photoOrigin ? [photoOrigin] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // 'self' covers same-origin WebSockets (Socket.IO) in current browsers; nothing else is needed.
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Before every route, which it attaches itself to as each is added.
  await registerCompression(app);
  await app.register(rateLimit, {
    global: false,
    // Thrown by the plugin: an AppError reaches the error handler with its message, which says
    // how long to wait (the screens translate it: RATE_LIMIT_MESSAGE).
    errorResponseBuilder: (req, ctx) => {
      app.metrics.rateLimited(req.routeOptions.url ?? 'unmatched');
      return new AppError(
        429,
        ERROR_CODES.tooManyRequests,
        RATE_LIMIT_MESSAGE.replace('{seconds}', String(Math.max(1, Math.ceil(ctx.ttl / 1000)))),
      );
    },
  });
  // Every /api route declares its contract (plugins/openapi/): checked as each is added.
  app.addHook('onRoute', routeContractCheck());
  await app.register(swagger, swaggerOptions());
  // The OpenAPI document is always built (scripts/openapi.ts); API_DOCS=off stops serving it.
  if (config.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Application state.
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('storage', createStorage(config));
  app.decorate('privateFiles', createPrivateFiles(config));
  const readiness = createReadiness({ log: app.log });
  readiness.add('database', async () => void (await database.query('SELECT 1')));
  readiness.add('storage', () => app.storage.check());
  app.decorate('readiness', readiness);
  app.decorate('geocoder', createGeocoder(config, database.db));
  await app.register(authenticatePlugin);
  const mailer = createMailer({ database, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log });
  const deps: AuthDeps = {
    users: usersRepository(database.db),
    auth: authRepository(database.db),
    mailRequests: accountMailRepository(database.db),
    mailer,
    config,
    metrics: app.metrics,
  };
  const accountMail = createAccountMailWorker({ ...deps, mailer, requests: deps.mailRequests, log: app.log });
  app.decorate('accountMail', accountMail);
  app.addHook('onReady', async () => accountMail.start(config.ACCOUNT_MAIL_SECONDS));
  app.addHook('onClose', async () => accountMail.stop());

  const alerts = createAlertsWorker({
    repo: alertsRepository(database.db),
    search: searchRepository(database.db),
    users: deps.users,
    mailer: deps.mailer,
    config,
    log: app.log,
    metrics: app.metrics,
  });
  app.decorate('alerts', alerts);
  app.addHook('onReady', async () => alerts.start(config.ALERTS_INTERVAL_SECONDS));
  app.addHook('onClose', async () => alerts.stop());

  const creditExpiry = intervalWorker('credit expiry', (now) => expireCredits(database.db, now), app);
  app.addHook('onReady', async () => creditExpiry.start(config.CREDITS_EXPIRY_SECONDS));
  app.addHook('onClose', async () => creditExpiry.stop());

  const retention = intervalWorker(
    'retention sweep',
    (now) => sweepRetention({ db: database.db, dataDir: config.DATA_DIR, files: app.privateFiles }, now),
    app,
  );
  app.addHook('onReady', async () => retention.start(config.RETENTION_SWEEP_SECONDS));
  app.addHook('onClose', async () => retention.stop());

  // 'Download my data' (decision 063): waiting zips built one at a time, on every node (row locks share them).
  const dataExports = intervalWorker(
    'data export builder',
    (now) =>
      buildWaitingExports(
        {
          db: database.db,
          storage: app.storage,
          files: app.privateFiles,
          exports: dataExportsRepository(database.db),
          users: deps.users,
          mailer,
          config,
          log: app.log,
        },
        now,
      ),
    app,
  );
  app.decorate('dataExports', dataExports);
  app.addHook('onReady', async () => dataExports.start(config.DATA_EXPORT_SECONDS));
  app.addHook('onClose', async () => dataExports.stop());
  // Closed accounts past their grace period are erased (decision 061); tests call `app.accountErasure.run(now)`.
  const accountErasure = intervalWorker(
    'account erasure',
    (now) => sweepClosedAccounts({ db: database.db, storage: app.storage, files: app.privateFiles, log: app.log }, now),
    app,
  );
  app.decorate('accountErasure', accountErasure);
  app.addHook('onReady', async () => accountErasure.start(config.ACCOUNT_ERASURE_SWEEP_SECONDS));
  app.addHook('onClose', async () => accountErasure.stop());

  // The price estimate's adjustments (decision 068): every node sweeps, each cell is fitted by one;
  // tests call `app.estimateAdjustments.run(now)`.
  const estimateAdjustments = intervalWorker(
    'estimate adjustments',
    (now) => sweepEstimateAdjustments({ repo: estimatesRepository(database.db) }, now),
    app,
  );
  app.decorate('estimateAdjustments', estimateAdjustments);
  app.addHook('onReady', async () => estimateAdjustments.start(config.ESTIMATE_SWEEP_SECONDS));
  app.addHook('onClose', async () => estimateAdjustments.stop());

  // The market figures by municipality (decision 074): every node sweeps, each municipality is
  // swept by one; tests call `app.marketFigures.run(now)`. The first sweep runs as the server starts,
  // so a new (demo-seeded) site shows figures at once; on a restart it finds nothing due.
  // Each answer of GET /api/market… is computed once per version of the figures (decision 084): this
  // node's sweep makes the next request read the version at once, another node's shows within a second.
  const marketAnswerCache = marketAnswers(marketRepository(database.db));
  app.decorate('marketAnswers', marketAnswerCache);
  const marketFigures = intervalWorker(
    'market figures',
    (now) =>
      sweepMarketFigures({ repo: marketRepository(database.db) }, now).finally(() => marketAnswerCache.changed()),
    app,
  );
  app.decorate('marketFigures', marketFigures);
  app.addHook('onReady', async () => marketFigures.start(config.MARKET_SWEEP_SECONDS, { now: true }));
  app.addHook('onClose', async () => marketFigures.stop());

  // Fraud signals (decision 078): the routes that publish, change, message or sign up call these,
  // and what they find opens (or joins) a case in the staff queue (decision 076).
  const signalSink: SignalSink = (finding) => openSignalCase(database.db, finding);
  const trustSignals = signalHooks({ db: database.db, log: app.log, sink: signalSink });
  app.decorate('trustSignals', trustSignals);
  app.addHook('onClose', async () => trustSignals.idle());
  // And every public listing once a night (the same rules, over what changed around it: a photo
  // copied since, an estimate that moved); each listing by one node. Tests call `app.trustSignalSweep.run(now)`.
  const trustSignalSweep = intervalWorker(
    'listing signals',
    (now) =>
      sweepListingSignals(
        { db: database.db, sink: signalSink, hour: config.TRUST_SIGNAL_SWEEP_HOUR, log: app.log },
        now,
      ),
    app,
  );
  app.decorate('trustSignalSweep', trustSignalSweep);
  app.addHook('onReady', async () => trustSignalSweep.start(config.TRUST_SIGNAL_SWEEP_SECONDS));
  app.addHook('onClose', async () => trustSignalSweep.stop());

  // Socket.IO on the same server and port (realtime/), and the events modules announce through it.
  await registerRealtime(app, { redisUrl: config.REDIS_URL });

  // The hosts' connected calendars (decision 025), shared by appointments and the calendar settings.
  const calendars = createCalendars({ config, repo: calendarSyncRepository(database.db), log: app.log });

  // Routes.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(newsletterRoutes);
      await api.register(searchRoutes);
      await api.register(authRoutes(deps));
      await api.register(userRoutes);
      await api.register(dataExportRoutes);
      await api.register(accountClosureRoutes(deps, calendars));
      await api.register(profileRoutes(deps));
      await api.register(dashboardRoutes);
      await api.register(reportingRoutes);
      await api.register(calendarRoutes(deps));
      await api.register(calendarSettingsRoutes(calendars));
      await api.register(subscriptionRoutes);
      await api.register(propertyRoutes(deps.mailer));
      await api.register(favouriteRoutes);
      await api.register(savedSearchRoutes);
      await api.register(alertRoutes);
      await api.register(boostRoutes);
      await api.register(auctionRoutes);
      await api.register(classifiedRoutes);
      await api.register(listingRoutes);
      await api.register(appointmentRoutes(deps.mailer, calendars));
      await api.register(agencyTeamRoutes(deps));
      await api.register(crmRoutes);
      await api.register(crmAreaRoutes);
      await api.register(chatRoutes);
      await api.register(emailRoutes(deps.mailer));
      await api.register(reviewRoutes);
      // Marketplace read modules (professionals, blogs, plans) register below this line.
      await api.register(agentRoutes);
      await api.register(agencyRoutes);
      await api.register(blogRoutes);
      await api.register(planRoutes);
      await api.register(checkoutRoutes);
      await api.register(invoiceRoutes);
      await api.register(licenceRoutes);
      await api.register(photoRoutes);
      await api.register(geocodingRoutes);
      await api.register(estimateRoutes);
      await api.register(marketRoutes);
      await api.register(valuationRequestRoutes(deps.mailer));
      await api.register(reportRoutes);
      await api.register(caseRoutes);
      await api.register(staffRoutes(deps.mailer));
    },
    { prefix: '/api' },
  );

  registerAuctionSweep(app, deps);
  await registerSitemap(app);
  await registerStaticFiles(app, config);
  return app;
}

/** Announces ended auctions every AUCTION_SWEEP_SECONDS (each auction once, even with several nodes). */
function registerAuctionSweep(app: FastifyInstance, deps: AuthDeps) {
  const sweep = intervalWorker(
    'auction sweep',
    () =>
      announceEndedAuctions({
        db: app.database.db,
        users: deps.users,
        mailer: deps.mailer,
        publicUrl: deps.config.PUBLIC_URL,
        events: app.events,
      }),
    app,
  );
  app.addHook('onReady', async () => sweep.start(deps.config.AUCTION_SWEEP_SECONDS));
  app.addHook('onClose', async () => sweep.stop());
}
