import type { Config } from '../config.ts';
import type { DatabaseEvents, Db } from '../db/client.ts';
import type { AdmissionLimits } from '../platform/admission.ts';
import type { MessagingTransport } from '../platform/messaging-transport.ts';

/**
 * The configuration the app reads. The four required fields are what every test passes; the
 * issue 5 fields are optional so older callers keep compiling, with safe defaults:
 * `trustProxy` false (the client is the TCP peer), `hsts` false, `production` false; `geo`
 * (issue 8) absent = the built-in geocoder and no map tiles; `publicUrl` (issue 16) absent =
 * http://localhost:8080.
 */
type AppConfig = Pick<Config, 'demoMode' | 'minAppVersion' | 'webDist' | 'logLevel'> &
  Partial<Pick<Config, 'trustProxy' | 'hsts' | 'production' | 'geo' | 'publicUrl'>>;

/**
 * What the app needs from outside: database, clock, configuration and the messaging transport.
 * Lives apart from app.ts so modules can import it without importing the app (issue 5: no cycle).
 */
export interface AppDeps {
  db: Db;
  /** The clock; tests inject a fixed time. */
  now: () => Date;
  config: AppConfig;
  messaging: MessagingTransport;
  /**
   * Process-level services (optional; tests leave them out): `events` is the database's
   * LISTEN/NOTIFY channel, used to drop cached menus when any process announces a change;
   * `adminToken` (the PGlite owner lock's) enables the loopback-only internal routes
   * (admin/routes.ts).
   */
  internal?: { events?: DatabaseEvents | undefined; adminToken?: string | undefined };
  /**
   * The bounds of the order path (issue 16: overload fails fast; platform/admission.ts): at most
   * `concurrency` place-orders at once, `maxQueue` waiting at most `maxWaitMs` each, the rest
   * refused at once with 503 'serverBusy' and `Retry-After`. Absent (tests): no bound.
   */
  admission?: AdmissionLimits;
  /**
   * Bounds of the live order streams (issue 17, decision 0026; modules/orders/order-events.ts
   * OrderStreamLimits: perIp, perOrder, heartbeatMs, maxBufferedBytes). Absent: the defaults
   * (20 per address, 50 per order, heartbeat 15 s).
   */
  orderStreams?: Partial<{ perIp: number; perOrder: number; heartbeatMs: number; maxBufferedBytes: number }>;
}
