import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { replayServer } from '../fixtures/payments/replay-server.ts';

/** The local server that replays a provider's recorded exchanges (fixtures/payments/replay-server.ts). */
export type ReplayServer = Awaited<ReturnType<typeof replayServer>>;

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/payments');

/** The bytes of a recorded webhook body, fixtures/payments/<provider>/<name>.json. */
export function fixtureBody(provider: 'stripe' | 'checkout' | 'hosted', name: string): Buffer {
  return readFileSync(path.join(fixturesDir, provider, `${name}.json`));
}

/**
 * The adapter contract tests' shared setup (issue 9): a replay server started before the file's
 * tests (`started(server)` then builds the gateways against `server.baseUrl`) and closed after
 * them; after each test the server must have seen no unexpected request and have played every
 * exchange it was given.
 */
export function useReplayServer(started: (server: ReplayServer) => void): void {
  let server: ReplayServer;
  beforeAll(async () => {
    server = await replayServer();
    started(server);
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(() => {
    expect(server.problems).toEqual([]);
    expect(server.remaining()).toBe(0);
    server.problems.length = 0;
  });
}
