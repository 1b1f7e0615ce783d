import { parseArgs } from 'node:util';
import { INTERNAL_WEBHOOKS_PATH } from '../admin/webhooks.ts';
import { ConfigError } from '../config.ts';
import {
  runWebhookCommand,
  type WebhookCommand,
  WebhookCommandError,
  type WebhookCommandResult,
} from '../modules/webhooks/service.ts';
import { runHereOrThroughOwner } from './owner-call.ts';

const USAGE = `usage: npm run webhooks -- add --brand <temporaryDomainName> --url <url> [--events order.created,order.paid]
       npm run webhooks -- list [--brand <temporaryDomainName>]
       npm run webhooks -- replay <deliveryId>
       npm run webhooks -- rotate <endpointId>
       npm run webhooks -- remove <endpointId>`;

/** The command of the arguments, or null (usage). */
function parseCommand(argv: string[]): WebhookCommand | null {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { brand: { type: 'string' }, url: { type: 'string' }, events: { type: 'string' } },
    allowPositionals: true,
  });
  const [command, id] = positionals;
  if (command === 'add' && values.brand && values.url) {
    const events = values.events
      ?.split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    return { command, brand: values.brand, url: values.url, events };
  }
  if (command === 'list') return { command, brand: values.brand };
  if ((command === 'replay' || command === 'rotate' || command === 'remove') && id) return { command, id };
  return null;
}

/** The lines a command prints; a secret (add, rotate) is always the last line. */
function lines(result: WebhookCommandResult, via: string): string[] {
  switch (result.command) {
    case 'add': {
      const e = result.endpoint;
      const events = e.events === 'all' ? 'all events' : e.events.join(', ');
      return [
        `Added webhook endpoint ${e.id} of '${e.brand}' → ${e.url} (${events})${via}.`,
        'Its signing secret (shown once; keep it with the receiver):',
        result.secret,
      ];
    }
    case 'list': {
      const out = [`Endpoints (${result.endpoints.length})${via}:`];
      for (const e of result.endpoints)
        out.push(
          `  ${e.id}  ${e.brand}  ${e.url}  ${e.events === 'all' ? 'all' : e.events.join(',')}${e.enabled ? '' : '  disabled'}${e.rotating ? '  rotating' : ''}`,
        );
      out.push(`Recent deliveries (${result.deliveries.length}):`);
      for (const d of result.deliveries)
        out.push(
          `  ${d.id}  ${d.eventType}  ${d.eventId}  ${d.status}  attempts ${d.attempts}${d.lastResponseStatus !== null ? `  last HTTP ${d.lastResponseStatus}` : ''}${d.lastError && d.status !== 'delivered' ? `  (${d.lastError})` : ''}${d.nextAttemptAt ? `  next ${d.nextAttemptAt}` : ''}`,
        );
      return out;
    }
    case 'replay':
      return [
        `Delivery ${result.id} (${result.eventType} ${result.eventId}) is queued to be sent again now${via}.`,
      ];
    case 'rotate':
      return [
        `Rotated the secret of endpoint ${result.endpointId}${via}; the previous one still signs until ${result.previousValidUntil}.`,
        'The new signing secret:',
        result.secret,
      ];
    case 'remove':
      return [`Removed endpoint ${result.endpointId} and its deliveries${via}.`];
  }
}

/**
 * `npm run webhooks -- add|list|replay|rotate|remove …` (issue 17, decision 0025): manages a
 * brand's outbound webhook endpoints. With PostgreSQL, or PGlite owned by no server, it works on
 * the database directly; with PGlite owned by a running server it sends the command to that
 * server (POST /api/internal/webhooks, as `npm run import:menu`). `add` and `rotate` print the
 * `whsec_…` secret as their last line. Exits 1 with the reason when refused (nothing changed).
 */
async function main(): Promise<number> {
  let cmd: WebhookCommand | null;
  try {
    cmd = parseCommand(process.argv.slice(2));
  } catch {
    cmd = null;
  }
  if (!cmd) {
    console.error(USAGE);
    return 1;
  }
  try {
    const { answer: result, via } = await runHereOrThroughOwner<WebhookCommandResult>({
      direct: (db) =>
        runWebhookCommand(
          { db, now: () => new Date(), production: process.env.NODE_ENV === 'production' },
          cmd,
        ),
      routePath: INTERNAL_WEBHOOKS_PATH,
      body: cmd,
      refused: (message) => new WebhookCommandError(message),
    });
    for (const line of lines(result, via)) console.log(line);
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`Nothing changed: ${(error as Error).message}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
