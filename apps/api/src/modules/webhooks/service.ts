import type { Db } from '../../db/client.ts';
import type { OutboxHandler, OutboxRow } from '../../platform/outbox.ts';
import { findBrand } from '../brand/service.ts';
import { filsToAedString, orderEventView } from '../orders/event-view-service.ts';
import { checkEndpointUrl } from './endpoint-url.ts';
import {
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  insertDeliveries,
  insertEndpoint,
  listEndpointRows,
  recentDeliveries,
  requeueDelivery,
  subscribedEndpoints,
  updateEndpointSecret,
} from './repository.ts';
import { eventIdFor, newWebhookSecret } from './signature.ts';

export {
  DELIVERY_TIMEOUT_MS,
  deliverDue,
  RETRY_SCHEDULE_MS,
  startWebhookWorker,
  type WebhookWorker,
} from './delivery.ts';

/**
 * The event types of Sufra's outbound webhooks (issue 17, decision 0025), each an outbox topic:
 * 'order.created' (placed: cash on delivery at once, a card order when paid), 'order.status_changed',
 * 'order.paid', 'order.refunded', and 'feedback.created' (a customer's feedback, orders' feedback-service).
 */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'order.paid',
  'order.refunded',
  'feedback.created',
] as const;

/** One of WEBHOOK_EVENT_TYPES. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** How long a rotated-out secret still signs, ms (issue 17: both secrets valid for 24 h). */
export const PREVIOUS_SECRET_VALID_MS = 24 * 3600 * 1000;

/** A refusal of a webhooks command (English, operator-facing: `npm run webhooks`); nothing changed. */
export class WebhookCommandError extends Error {}

/** What the webhooks commands need: the database, the clock, whether this is production (private URLs refused). */
export interface WebhookDeps {
  db: Db;
  now: () => Date;
  production: boolean;
}

/** An endpoint as the commands show it (no secret). */
export interface EndpointSummary {
  id: string;
  brand: string;
  url: string;
  events: string[] | 'all';
  enabled: boolean;
  rotating: boolean;
  createdAt: string;
}

/**
 * `webhooks add` (issue 17): a new endpoint of the brand `brand` (its temporaryDomainName) at
 * `url` for `events` (absent = all event types). Refused: an unknown brand, an unknown event type,
 * a URL that is not http(s) — or, in production, one on a private or loopback address.
 * Returns the endpoint and its secret (`whsec_<base64>`), shown once.
 */
export async function addEndpoint(
  deps: WebhookDeps,
  input: { brand: string; url: string; events?: string[] | undefined },
): Promise<{ endpoint: EndpointSummary; secret: string }> {
  const brand = await findBrand(deps.db, { temporaryDomainName: input.brand });
  if (!brand) throw new WebhookCommandError(`no brand '${input.brand}'`);
  const unknown = (input.events ?? []).filter((e) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(e));
  if (unknown.length > 0)
    throw new WebhookCommandError(
      `unknown event type ${unknown.join(', ')} (known: ${WEBHOOK_EVENT_TYPES.join(', ')})`,
    );
  const checked = await checkEndpointUrl(input.url, { allowPrivate: !deps.production });
  if ('refused' in checked) throw new WebhookCommandError(checked.refused);
  const secret = newWebhookSecret();
  const events = input.events && input.events.length > 0 ? [...new Set(input.events)] : null;
  const row = await insertEndpoint(deps.db, {
    brandId: brand.id,
    url: checked.url,
    secret,
    eventTypes: events,
  });
  return { endpoint: summary(row, brand.temporaryDomainName, deps.now()), secret };
}

function summary(row: Awaited<ReturnType<typeof insertEndpoint>>, brand: string, now: Date): EndpointSummary {
  return {
    id: row.id,
    brand,
    url: row.url,
    events: row.eventTypes ?? 'all',
    enabled: row.enabled,
    rotating: !!row.previousSecretExpiresAt && row.previousSecretExpiresAt > now,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A delivery as `webhooks list` shows it. */
export interface DeliverySummary {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  lastResponseStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

/**
 * `webhooks list [--brand]` (issue 17): the endpoints (all, or one brand's) and the `limit` most
 * recent deliveries (default 20) with their status. Refused: an unknown brand.
 */
export async function listWebhooks(
  deps: Pick<WebhookDeps, 'db' | 'now'>,
  input: { brand?: string | undefined; limit?: number },
): Promise<{ endpoints: EndpointSummary[]; deliveries: DeliverySummary[] }> {
  let brandId: string | undefined;
  if (input.brand) {
    const brand = await findBrand(deps.db, { temporaryDomainName: input.brand });
    if (!brand) throw new WebhookCommandError(`no brand '${input.brand}'`);
    brandId = brand.id;
  }
  const now = deps.now();
  const endpoints = (await listEndpointRows(deps.db, brandId)).map((r) =>
    summary(r.endpoint, r.brandSlug, now),
  );
  const deliveries = (await recentDeliveries(deps.db, brandId, input.limit ?? 20)).map((d) => ({
    id: d.id,
    endpointId: d.endpointId,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    lastResponseStatus: d.lastResponseStatus,
    lastError: d.lastError,
    nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
  }));
  return { endpoints, deliveries };
}

/**
 * `webhooks replay <deliveryId>` (issue 17): sends a delivery again now, whatever its status
 * (delivered, dead or pending), with the same event id and body and a fresh retry schedule.
 * Refused: an unknown delivery id.
 */
export async function replayDelivery(
  deps: Pick<WebhookDeps, 'db' | 'now'>,
  deliveryId: string,
): Promise<{ id: string; eventId: string; eventType: string }> {
  const delivery = isUuid(deliveryId) ? await findDelivery(deps.db, deliveryId) : null;
  if (!delivery) throw new WebhookCommandError(`no delivery '${deliveryId}'`);
  await requeueDelivery(deps.db, delivery.id, deps.now());
  return { id: delivery.id, eventId: delivery.eventId, eventType: delivery.eventType };
}

/**
 * `webhooks rotate <endpointId>` (issue 17): a new secret for the endpoint; the current one
 * becomes the previous secret, which still signs for PREVIOUS_SECRET_VALID_MS (24 h) — every
 * delivery in that time carries both signatures. Returns the new secret and when the old one
 * stops signing (ISO 8601). Refused: an unknown endpoint id.
 */
export async function rotateEndpointSecret(
  deps: Pick<WebhookDeps, 'db' | 'now'>,
  endpointId: string,
): Promise<{ endpointId: string; secret: string; previousValidUntil: string }> {
  const endpoint = isUuid(endpointId) ? await findEndpoint(deps.db, endpointId) : null;
  if (!endpoint) throw new WebhookCommandError(`no endpoint '${endpointId}'`);
  const secret = newWebhookSecret();
  const until = new Date(deps.now().getTime() + PREVIOUS_SECRET_VALID_MS);
  await updateEndpointSecret(deps.db, endpoint.id, {
    secret,
    previousSecret: endpoint.secret,
    previousSecretExpiresAt: until,
  });
  return { endpointId: endpoint.id, secret, previousValidUntil: until.toISOString() };
}

/** `webhooks remove <endpointId>` (issue 17): deletes the endpoint and its deliveries. Refused: an unknown id. */
export async function removeEndpoint(
  deps: Pick<WebhookDeps, 'db'>,
  endpointId: string,
): Promise<{ endpointId: string }> {
  if (!isUuid(endpointId) || !(await deleteEndpoint(deps.db, endpointId)))
    throw new WebhookCommandError(`no endpoint '${endpointId}'`);
  return { endpointId };
}

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

/** An event's body as sent (Standard Webhooks): `{ type, timestamp (ISO 8601), data }`. */
export interface WebhookPayload {
  type: WebhookEventType;
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * The `data` of an event from its outbox row: for the order events the order as it is now
 * (orders' OrderEventView) with what the event adds — 'order.created' its status as placed
 * (PENDING), 'order.status_changed' `orderStatus` = the new status and `change: { from, to,
 * version, reason? }`, 'order.paid' `paymentId`, 'order.refunded' `refund: { paymentId, refunded,
 * paymentAmount }` (each `{ aed, fils }`); null when the order is gone. 'feedback.created': the
 * row's payload as written, `{ feedbackId, orderId, orderNumber, storeId, rating, comment, createdAt }`.
 */
async function eventData(
  db: Db,
  type: WebhookEventType,
  row: OutboxRow,
): Promise<Record<string, unknown> | null> {
  const p = row.payload as Record<string, unknown>;
  if (type === 'feedback.created') return p;
  const view = await orderEventView(db, row.brandId, String(p.orderId ?? ''));
  if (!view) return null;
  switch (type) {
    case 'order.created':
      return { ...view, orderStatus: 'PENDING' };
    case 'order.status_changed':
      return {
        ...view,
        orderStatus: String(p.to),
        change: {
          from: p.from,
          to: p.to,
          version: p.version,
          ...(p.reason !== undefined && p.reason !== null ? { reason: p.reason } : {}),
        },
      };
    case 'order.paid':
      return { ...view, paymentId: p.paymentId };
    case 'order.refunded': {
      const refunded = Number(p.refundedFils);
      const paid = Number(p.amountFils);
      return {
        ...view,
        refund: {
          paymentId: p.paymentId,
          refunded: { aed: filsToAedString(refunded), fils: refunded },
          paymentAmount: { aed: filsToAedString(paid), fils: paid },
        },
      };
    }
  }
}

/**
 * The outbox handlers of the outbound webhooks (issue 17, decision 0025), one per event type: a
 * row becomes one pending delivery per enabled endpoint of the row's brand that takes the type,
 * with one event id derived from the row (`msg_<ulid>`), so a handler run twice (at least once)
 * adds nothing; then `kick` wakes the delivery worker. A brand without endpoints costs one read.
 */
export function webhookOutboxHandlers(
  deps: Pick<WebhookDeps, 'db' | 'now'>,
  kick: () => void = () => {},
): Record<WebhookEventType, OutboxHandler> {
  const fanOut =
    (type: WebhookEventType): OutboxHandler =>
    async (row) => {
      const endpoints = await subscribedEndpoints(deps.db, row.brandId, type);
      if (endpoints.length === 0) return;
      const data = await eventData(deps.db, type, row);
      if (!data) return;
      const payload: WebhookPayload = { type, timestamp: row.createdAt.toISOString(), data };
      const eventId = eventIdFor(row.id, row.createdAt);
      const now = deps.now();
      const added = await insertDeliveries(
        deps.db,
        endpoints.map((e) => ({
          brandId: row.brandId,
          endpointId: e.id,
          eventId,
          eventType: type,
          payload,
          nextAttemptAt: now,
        })),
      );
      if (added > 0) kick();
    };
  return Object.fromEntries(WEBHOOK_EVENT_TYPES.map((t) => [t, fanOut(t)])) as Record<
    WebhookEventType,
    OutboxHandler
  >;
}

/** A `npm run webhooks` command as the CLI and the internal route take it. */
export type WebhookCommand =
  | { command: 'add'; brand: string; url: string; events?: string[] | undefined }
  | { command: 'list'; brand?: string | undefined }
  | { command: 'replay'; id: string }
  | { command: 'rotate'; id: string }
  | { command: 'remove'; id: string };

/** What a command answers (see each command's function). */
export type WebhookCommandResult =
  | { command: 'add'; endpoint: EndpointSummary; secret: string }
  | { command: 'list'; endpoints: EndpointSummary[]; deliveries: DeliverySummary[] }
  | { command: 'replay'; id: string; eventId: string; eventType: string }
  | { command: 'rotate'; endpointId: string; secret: string; previousValidUntil: string }
  | { command: 'remove'; endpointId: string };

/** Runs one `npm run webhooks` command (directly on the database, or in the server that owns it). */
export async function runWebhookCommand(
  deps: WebhookDeps,
  cmd: WebhookCommand,
): Promise<WebhookCommandResult> {
  switch (cmd.command) {
    case 'add':
      return { command: 'add', ...(await addEndpoint(deps, cmd)) };
    case 'list':
      return { command: 'list', ...(await listWebhooks(deps, cmd)) };
    case 'replay':
      return { command: 'replay', ...(await replayDelivery(deps, cmd.id)) };
    case 'rotate':
      return { command: 'rotate', ...(await rotateEndpointSecret(deps, cmd.id)) };
    case 'remove':
      return { command: 'remove', ...(await removeEndpoint(deps, cmd.id)) };
  }
}
