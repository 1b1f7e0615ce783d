/**
 * The operator API's schema (issue 17, decision 0024): API keys of a brand for the restaurant's
 * own systems (POS, kitchen screens, courier apps). The key itself is never stored: only its
 * SHA-256 (hex) and its first characters for display.
 */
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { brandRef } from './schema.ts';

/**
 * One operator API key of a brand: `key_hash` the SHA-256 hex of the whole key
 * (`sufra_op_<43 base64url characters>`), `key_prefix` its first 16 characters (shown by `list`,
 * accepted by `revoke`), `store_ids` the stores it may act on (null: every store of the brand),
 * `revoked_at` set once revoked (the key is refused from then on), `last_used_at` the time of its
 * last accepted request (written at most once a minute).
 */
export const operatorKeys = pgTable(
  'operator_keys',
  {
    id: id(),
    brandId: brandRef(),
    keyHash: text('key_hash').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    storeIds: jsonb('store_ids').$type<string[]>(),
    label: text('label'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_keys_hash_uq').on(t.keyHash), index('operator_keys_brand_idx').on(t.brandId)],
);
