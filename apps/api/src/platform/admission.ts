import { AppError } from './errors.ts';

/** How an AdmissionQueue bounds its work. */
export interface AdmissionLimits {
  /** Pieces of work running at once (e.g. the database pool's connections). */
  concurrency: number;
  /** Requests that may wait for a slot; one more is refused at once. */
  maxQueue: number;
  /** The longest a request may wait for a slot, ms; past it, it is refused without running. */
  maxWaitMs: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Overload protection (issue 16: fail fast, never a collapse): at most `concurrency` pieces of
 * work run at once; others wait in a FIFO queue of at most `maxQueue`, each for at most
 * `maxWaitMs`. A request that finds the queue full, or waits too long, is refused with
 * AppError 503 'serverBusy' (answered at once with `Retry-After`, see retryAfterSeconds) and its
 * work never runs; a request whose client has gone (`signal` aborted) leaves the queue and does no
 * work either. So the work admitted keeps its latency while the excess is refused in
 * milliseconds, instead of every request waiting behind thousands of abandoned ones.
 */
export class AdmissionQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Requests refused since start (full queue or waited too long), for logs and benchmarks. */
  refused = 0;

  constructor(private readonly limits: AdmissionLimits) {}

  /**
   * Takes a slot when one is free and resolves to its release (call it once the work is done;
   * calling it again does nothing). Throws AppError 503 'serverBusy' when refused (the queue is
   * full or the wait passed maxWaitMs), or when `signal` aborts while waiting (the client has gone:
   * nobody reads the answer). Nothing may run for a refused request.
   */
  async acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) throw new AppError('serverBusy', 503);
    if (this.running < this.limits.concurrency) {
      this.running++;
      return this.releaser();
    }
    if (this.waiting.length >= this.limits.maxQueue) throw this.refusal();
    // Resolves when a finishing piece of work hands its slot over (running stays counted).
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        this.remove(waiter);
        clearTimeout(waiter.timer);
        reject(new AppError('serverBusy', 503));
      };
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        timer: setTimeout(() => {
          this.remove(waiter);
          signal?.removeEventListener('abort', onAbort);
          reject(this.refusal());
        }, this.limits.maxWaitMs),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
    return this.releaser();
  }

  /** Runs `work` in a slot (acquire, then release when it settles); refusals as acquire. */
  async run<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
    const release = await this.acquire(signal);
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** Work running now and requests waiting, for tests and benchmarks. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** The release of a slot counted in `running`: hands it to the oldest waiter, or frees it; once. */
  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running--;
    };
  }

  private remove(waiter: Waiter): void {
    const at = this.waiting.indexOf(waiter);
    if (at >= 0) this.waiting.splice(at, 1);
  }

  private refusal(): AppError {
    this.refused++;
    return new AppError('serverBusy', 503);
  }
}

/** The `Retry-After` of a 'serverBusy' refusal, seconds (RFC 9110 §10.2.3: whole seconds). */
export const retryAfterSeconds = 1;
