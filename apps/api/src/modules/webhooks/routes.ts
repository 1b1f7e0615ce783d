import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import type { OutboxHandler } from '../../platform/outbox.ts';
import { startWebhookWorker, type WebhookWorker, webhookOutboxHandlers } from './service.ts';

/**
 * Registers the outbound webhooks (issue 17, decision 0025) in a server process: when
 * `opts.dispatch` (a server process; tests deliver by hand) the delivery worker runs every second
 * and when the fan-out kicks it (in production refusing hosts that resolve to private addresses
 * at each attempt), and stops when the app closes. Returns the fan-out's outbox
 * handlers, for the app's one outbox dispatcher (payments' registerPaymentRoutes runs it).
 */
export function registerWebhooks(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  opts: { dispatch: boolean },
): { outboxHandlers: Record<string, OutboxHandler> } {
  let worker: WebhookWorker | null = null;
  if (opts.dispatch) {
    app.addHook('onReady', async () => {
      worker = startWebhookWorker(deps.db, {
        // Production re-checks each attempt's address (decision 0025).
        allowPrivate: !(deps.config.production ?? false),
        onError: (error) => app.log.error({ err: error }, 'webhook delivery round failed'),
      });
    });
    app.addHook('onClose', async () => {
      const w = worker;
      worker = null;
      await w?.stop();
    });
  }
  return { outboxHandlers: webhookOutboxHandlers(deps, () => worker?.kick()) };
}
