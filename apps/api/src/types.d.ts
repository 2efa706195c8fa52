import type { Server } from 'node:http';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Geocoder } from './lib/geocoder.ts';
import type { Metrics } from './lib/metrics/metrics.ts';
import type { PrivateFiles } from './lib/private-files.ts';
import type { Readiness } from './lib/readiness.ts';
import type { IntervalWorker } from './lib/interval-worker.ts';
import type { Storage } from './lib/storage.ts';
import type { AlertsWorker } from './modules/alerts/alerts.worker.ts';
import type { AccountMailWorker } from './modules/auth/account-mail.worker.ts';
import type { AuctionEvents } from './modules/auctions/auction-events.ts';
import type { ChatEvents } from './modules/chat/chat-events.ts';
import type { IntervalWorker } from './lib/interval-worker.ts';
import type { Presence } from './modules/chat/chat.service.ts';
import type { MarketAnswers } from './modules/market/market-answers.ts';
import type { SignalHooks } from './modules/trust-signals/signal-hooks.ts';
import type { RealtimeServer } from './realtime/server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Uploaded files: local disk or an S3-compatible bucket (lib/storage.ts). */
    storage: Storage;
    /** Files only the API hands out after its checks: the 'Download my data' zips (lib/private-files.ts). */
    privateFiles: PrivateFiles;
    /** Builds the waiting 'Download my data' zips: tests call `app.dataExports.run()` (decision 063). */
    dataExports: IntervalWorker<number>;
    /** Address search: built in, or a Nominatim-compatible service (lib/geocoder.ts). */
    geocoder: Geocoder;
    /** Socket.IO on the same HTTP server (realtime/server.ts). */
    io: RealtimeServer;
    /** What modules announce to connected clients, without knowing Socket.IO. */
    events: AuctionEvents & ChatEvents;
    /** Who has a live socket on any node (realtime/chat-presence.ts). */
    chatPresence: Presence;
    /** Sends the queued reset and verification e-mails after the answers (decision 010). */
    accountMail: AccountMailWorker;
    /** The alert sweep: tests call `app.alerts.sweep()` (decision 024). */
    alerts: AlertsWorker;
    /** The erasure sweep of closed accounts: tests call `app.accountErasure.run(now)` (decision 061). */
    accountErasure: IntervalWorker<number>;
    /** The sweep of the price estimate's adjustments: tests call `app.estimateAdjustments.run(now)` (decision 068). */
    estimateAdjustments: IntervalWorker<number>;
    /** The sweep of the market figures by municipality: tests call `app.marketFigures.run(now)` (decision 074). */
    marketFigures: IntervalWorker<number>;
    /** The market's answers, each computed once per version of the figures (decision 084). */
    marketAnswers: MarketAnswers;
    /** Where fraud signals run after a publish, change, message or sign-up (decision 078); no-ops without a sink. */
    trustSignals: SignalHooks;
    /** The nightly sweep of the listing signals: tests call `app.trustSignalSweep.run(now)` (decision 078). */
    trustSignalSweep: IntervalWorker<number>;
    /** What GET /api/ready answers: dependency checks, and the drain on shutdown (lib/readiness.ts). */
    readiness: Readiness;
    /** What modules record for GET /metrics (decision 060); records nothing while it is off. */
    metrics: Metrics;
    /** The 127.0.0.1 server of METRICS_PORT, when metrics are served there. */
    metricsServer: Server | null;
  }
}
