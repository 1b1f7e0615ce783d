import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { BrandIntegration, IntegrationSecrets } from '../../db/json-shapes.ts';
import { brandIntegrationSecrets, brands } from '../../db/schema.ts';
import { paymentLinks } from '../../db/schema-payments.ts';
import { UUID } from './repository.ts';

/**
 * The database side of a brand's payment integrations (issue 9): its stored `activeIntegrations`
 * (read to build its real gateways, providers/index.ts, and its pages' CSP origins,
 * providers/csp.ts; replaced by the brand integrations route) and their server-side secrets
 * (brand_integration_secrets).
 */

/** A brand's stored `activeIntegrations` (BrandIntegration[]) and store-front URL, or null for no such brand. */
export async function readBrandIntegrations(
  db: Db,
  brandId: string,
): Promise<{ activeIntegrations: BrandIntegration[]; storeFrontUrl: string | null } | null> {
  const [brand] = await db
    .select({ activeIntegrations: brands.activeIntegrations, storeFrontUrl: brands.storeFrontUrl })
    .from(brands)
    .where(eq(brands.id, brandId));
  return brand ?? null;
}

/**
 * The stored `activeIntegrations` of the brand a page names — by brand id, by temporary domain
 * name, or by a payment link's cart id (its brand) — or undefined when nothing matches.
 */
export async function readPageIntegrations(
  db: Db,
  ref: { brandId: string } | { temporaryDomainName: string } | { cartId: string },
): Promise<{ integrations: BrandIntegration[] } | undefined> {
  const where =
    'brandId' in ref
      ? eq(brands.id, ref.brandId)
      : 'temporaryDomainName' in ref
        ? eq(brands.temporaryDomainName, ref.temporaryDomainName)
        : null;
  if (where) {
    const [row] = await db.select({ integrations: brands.activeIntegrations }).from(brands).where(where);
    return row;
  }
  const [row] = await db
    .select({ integrations: brands.activeIntegrations })
    .from(paymentLinks)
    .innerJoin(brands, eq(brands.id, paymentLinks.brandId))
    .where(eq(paymentLinks.cartId, (ref as { cartId: string }).cartId));
  return row;
}

/** The stored secrets object of a brand's integration `provider` (brand_integration_secrets), or null. */
export async function readIntegrationSecrets(
  db: Db,
  brandId: string,
  provider: string,
): Promise<IntegrationSecrets | null> {
  const [row] = await db
    .select({ secrets: brandIntegrationSecrets.secrets })
    .from(brandIntegrationSecrets)
    .where(and(eq(brandIntegrationSecrets.brandId, brandId), eq(brandIntegrationSecrets.provider, provider)));
  return row?.secrets ?? null;
}

/** Stores a brand's integration secrets unless some are stored already (ON CONFLICT DO NOTHING). */
export async function insertIntegrationSecretsOnce(
  db: Db,
  brandId: string,
  provider: string,
  secrets: IntegrationSecrets,
): Promise<void> {
  await db.insert(brandIntegrationSecrets).values({ brandId, provider, secrets }).onConflictDoNothing();
}

/**
 * Replaces the active integrations of the brand `brand` (its id or temporary domain name), in one
 * transaction that also notifies `channels` with the brand id (pg_notify, delivered at commit).
 * `integrations` must be parsed already (brandIntegrationsSchema). Answers the brand id, or null
 * for no such brand.
 */
export async function writeBrandIntegrations(
  db: Db,
  brand: string,
  integrations: BrandIntegration[],
  channels: readonly string[],
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(brands)
      .set({ activeIntegrations: integrations })
      .where(
        UUID.test(brand)
          ? or(eq(brands.id, brand), eq(brands.temporaryDomainName, brand))
          : eq(brands.temporaryDomainName, brand),
      )
      .returning({ id: brands.id });
    if (!row) return null;
    for (const channel of channels) await tx.execute(sql`select pg_notify(${channel}, ${row.id})`);
    return row.id;
  });
}
