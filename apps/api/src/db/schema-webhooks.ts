/**
 * The outbound webhooks schema of Sufra (issue 17, decision 0025): a brand's endpoints and the
 * deliveries of its events to them, following the Standard Webhooks spec (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>`). Every row carries `brand_id`
 * (ARCHITECTURE: tenancy).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { brandRef } from './schema.ts';

/**
 * A receiver of a brand's events: `url` (http or https), `secret` the Standard Webhooks secret
 * (`whsec_<base64 of 32 random bytes>`), `previous_secret` the one it replaced, still signing
 * until `previous_secret_expires_at` (rotation: both valid 24 h), `event_types` the event types it
 * receives (null = all), `enabled` false stops new deliveries to it.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    brandId: brandRef(),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    eventTypes: text('event_types').array(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_brand_idx').on(t.brandId)],
);

/**
 * One event for one endpoint: `event_id` the Standard Webhooks message id (`msg_<ulid>`, the same
 * for every endpoint of one event and for every retry and replay, so receivers dedupe by it),
 * `payload` the exact JSON body sent (`{ type, timestamp, data }`), `attempts` the attempts made,
 * `next_attempt_at` when the next one is due (also the worker's lease while it posts), `status`
 * pending → delivered | dead, the last answer's HTTP status or error, `delivered_at`. Unique
 * (endpoint, event id): a re-run of the fan-out writes nothing twice.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    brandId: brandRef(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('pending'),
    lastResponseStatus: integer('last_response_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_key').on(t.endpointId, t.eventId),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_brand_idx').on(t.brandId, t.createdAt),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'dead')`),
  ],
);
