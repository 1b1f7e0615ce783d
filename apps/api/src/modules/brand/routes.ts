import { getBrandSettings, getBrandSettingsByBrandId, PREVIEW_TOKEN_HEADER } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { zodRefusal } from '../../http/errors.ts';
import { contractHeaders, registerCall } from '../../http/register-call.ts';
import { getSettingsByBrandId, getSettingsByTemporaryDomain } from './service.ts';

/** Brand bootstrap calls (000 §7.2). */
export function registerBrandRoutes(app: FastifyInstance, deps: AppDeps): void {
  // getBrandSettings has no brandId yet: the brand is what it looks up, so it is registered directly.
  app.post('/api/v1/branding/getBrandSettings', async (request) => {
    const parsed = getBrandSettings.body.safeParse(request.body ?? {});
    if (!parsed.success) throw zodRefusal(parsed.error, request.body);
    // Issue 19 (decision 0036): the preview token opens a brand not yet live.
    const preview = contractHeaders(getBrandSettings, request)[PREVIEW_TOKEN_HEADER] || null;
    return {
      success: 1,
      data: await getSettingsByTemporaryDomain(deps.db, parsed.data.temporaryDomainName, preview),
    };
  });
  registerCall(app, getBrandSettingsByBrandId, (ctx) =>
    getSettingsByBrandId(deps.db, ctx.brandId, ctx.previewToken ?? null),
  );
}
