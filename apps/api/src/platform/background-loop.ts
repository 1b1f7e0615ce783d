/** A running background loop: `kick()` asks for a round soon; `stop()` ends it after the current round. */
export interface BackgroundLoop {
  kick(): void;
  stop(): Promise<void>;
}

/**
 * Runs `round` every `everyMs` (default 1000 ms) and when kicked, one round at a time, until
 * stopped (the outbox dispatcher, decision 0019; the webhook delivery worker, decision 0025). A
 * round that did work (`round()` answers true) is followed at once by another; a kick during a
 * round asks for one more after it. A failing round goes to `onError` and is retried on the next
 * tick. The timer does not keep the process alive.
 */
export function startBackgroundLoop(
  round: () => Promise<boolean>,
  opts: { everyMs?: number; onError?: (error: unknown) => void } = {},
): BackgroundLoop {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          if (await round()) again = true;
        } catch (error) {
          opts.onError?.(error);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(run, opts.everyMs ?? 1000);
  timer.unref();
  return {
    kick: () => setImmediate(run),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
