/**
 * The API process of bench/sse-fanout.ts (issue 17): the app as main.ts builds it on DATABASE_URL
 * (LISTEN/NOTIFY wired), with the live-stream bounds raised so that one client address may hold
 * every bench stream. Listens on 127.0.0.1:$PORT and prints `ready` when it does.
 */
import { buildApp } from '../../apps/api/src/app.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';

const database = await openDatabase({ url: process.env.DATABASE_URL });
const app = await buildApp(
  {
    db: database.db,
    config: { demoMode: false, minAppVersion: 26, webDist: undefined, logLevel: 'warn' },
    internal: { events: { listen: database.listen, notify: database.notify } },
    orderStreams: { perIp: 100_000, perOrder: 100_000 },
  },
  { logger: false },
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
const close = async () => {
  app.server.closeAllConnections();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
