import type { Db } from '../../db/client.ts';
import { type BackgroundLoop, startBackgroundLoop } from '../../platform/background-loop.ts';
import { checkEndpointUrl } from './endpoint-url.ts';
import { pinnedPost } from './pinned-post.ts';
import { type ClaimedDelivery, claimDeliveries, recordAttempt } from './repository.ts';
import { signatureHeader } from './signature.ts';

/**
 * The delays after failed attempts, ms (issue 17): 10 s, 1 min, 10 min, 1 h, 6 h, 24 h. Attempt
 * n + 1 comes `schedule[n - 1]` after attempt n failed; when attempt `schedule.length + 1` fails
 * too (about 31 h after the first), the delivery is dead.
 */
export const RETRY_SCHEDULE_MS: readonly number[] = [
  10_000, 60_000, 600_000, 3_600_000, 21_600_000, 86_400_000,
];

/** How long one POST may take before it counts as failed, ms (issue 17: ~10 s). */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** Options of deliverDue (tests shorten the schedule and inject the clock and fetch). */
export interface DeliverOptions {
  /** The clock (default the real time). */
  now?: () => Date;
  /** The retry delays, ms (default RETRY_SCHEDULE_MS). */
  schedule?: readonly number[];
  /** The timeout of one POST, ms (default DELIVERY_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Deliveries claimed per round (default 20). */
  limit?: number;
  /** How long a claim holds a delivery before another worker may take it, ms (default 60 000). */
  leaseMs?: number;
  /** The HTTP client (tests); default pinnedPost, the connection pinned to the address checked. */
  fetch?: typeof fetch;
  /**
   * Whether a URL on a private or loopback address may be posted to (default true; false in
   * production): checked again at each attempt, since a host's address can change after `add`.
   */
  allowPrivate?: boolean;
}

/** What one deliverDue round did: deliveries delivered, failed and retried later, and dead. */
export interface DeliverResult {
  delivered: number;
  retried: number;
  dead: number;
}

/** The headers of one attempt (Standard Webhooks): id, timestamp (unix s), signature(s). */
export function deliveryHeaders(
  claimed: Pick<ClaimedDelivery, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'> & {
    delivery: { eventId: string };
  },
  body: string,
  at: Date,
): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  const secrets = [claimed.secret];
  if (claimed.previousSecret && claimed.previousSecretExpiresAt && claimed.previousSecretExpiresAt > at)
    secrets.push(claimed.previousSecret);
  return {
    'content-type': 'application/json',
    'user-agent': 'Sufra-Webhooks/1',
    'webhook-id': claimed.delivery.eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureHeader(secrets, claimed.delivery.eventId, timestamp, body),
  };
}

/**
 * Posts one claimed delivery; resolves to its HTTP status, or throws (network error, timeout, a
 * host resolving to a private address when `allowPrivate` is false). Without an injected `fetch`
 * the POST goes through pinnedPost: the connection is made to the address that was checked
 * (DNS pinning, decision 0025).
 */
async function post(
  claimed: ClaimedDelivery,
  at: Date,
  opts: Required<Pick<DeliverOptions, 'timeoutMs' | 'allowPrivate'>> & { fetch: typeof fetch | undefined },
) {
  const body = JSON.stringify(claimed.delivery.payload);
  const headers = deliveryHeaders(claimed, body, at);
  if (!opts.fetch) return pinnedPost(claimed.url, headers, body, opts);
  const res = await opts.fetch(claimed.url, {
    method: 'POST',
    headers,
    body,
    // A redirect is not followed (it could lead anywhere): it counts as a failed attempt.
    redirect: 'manual',
    signal: AbortSignal.timeout(opts.timeoutMs),
  });
  await res.body?.cancel().catch(() => {});
  return res.status;
}

/**
 * Delivers due webhook deliveries once each (issue 17, decision 0025), like the outbox's
 * dispatchOutbox: claims up to `limit` pending deliveries whose next attempt has come (FOR UPDATE
 * SKIP LOCKED: two workers never claim the same one), POSTs each (in parallel, timeout
 * `timeoutMs`, the Standard Webhooks headers signed at the moment of sending, no redirect
 * followed; with `allowPrivate` false, not to a host now resolving to a private address), then
 * records: a 2xx → delivered; anything else (status, network error, timeout) →
 * the next attempt after the schedule's delay, or dead after the last. A worker that dies
 * mid-POST leaves the delivery claimed until its lease ends; it is then sent again (at least
 * once: receivers dedupe by `webhook-id`).
 */
export async function deliverDue(db: Db, opts: DeliverOptions = {}): Promise<DeliverResult> {
  const now = opts.now ?? (() => new Date());
  const schedule = opts.schedule ?? RETRY_SCHEDULE_MS;
  const send = {
    timeoutMs: opts.timeoutMs ?? DELIVERY_TIMEOUT_MS,
    fetch: opts.fetch,
    allowPrivate: opts.allowPrivate ?? true,
  };
  const start = now();
  const claimed = await claimDeliveries(
    db,
    start,
    new Date(start.getTime() + (opts.leaseMs ?? 60_000)),
    opts.limit ?? 20,
  );
  const result: DeliverResult = { delivered: 0, retried: 0, dead: 0 };
  await Promise.all(
    claimed.map(async (c) => {
      const attempt = c.delivery.attempts;
      let status: number | null = null;
      let error = '';
      try {
        if (opts.allowPrivate === false) {
          const checked = await checkEndpointUrl(c.url, { allowPrivate: false });
          if ('refused' in checked) throw new Error(`not sent: ${checked.refused}`);
        }
        status = await post(c, now(), send);
        if (status >= 200 && status <= 299) {
          await recordAttempt(db, c.delivery.id, attempt, { delivered: now(), responseStatus: status });
          result.delivered++;
          return;
        }
        error = `HTTP ${status}`;
      } catch (e) {
        error = String((e as Error)?.message ?? e);
      }
      const delay = schedule[attempt - 1];
      const nextAttemptAt = delay === undefined ? null : new Date(now().getTime() + delay);
      await recordAttempt(db, c.delivery.id, attempt, {
        delivered: null,
        responseStatus: status,
        error,
        nextAttemptAt,
      });
      if (nextAttemptAt) result.retried++;
      else result.dead++;
    }),
  );
  return result;
}

/** A running webhook delivery worker (platform/background-loop.ts BackgroundLoop). */
export type WebhookWorker = BackgroundLoop;

/**
 * Runs deliverDue every `everyMs` (default 1000 ms) and when kicked, one round at a time, until
 * stopped (platform/background-loop.ts, as the outbox dispatcher). A failing round goes to `onError`.
 */
export function startWebhookWorker(
  db: Db,
  opts: DeliverOptions & { everyMs?: number; onError?: (error: unknown) => void } = {},
): WebhookWorker {
  return startBackgroundLoop(async () => {
    const r = await deliverDue(db, opts);
    return r.delivered + r.retried + r.dead > 0;
  }, opts);
}
