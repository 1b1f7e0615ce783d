import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { openEventStream } from '../../http/event-stream.ts';
import { AppError } from '../../platform/errors.ts';
import { readOrderHead } from '../orders/lifecycle-service.ts';

/** The source of order notifications: the customer's OrderEventHub (orders/order-events.ts `tap`). */
export interface OrderNotifications {
  tap(fn: (orderId: string, brandId: string | null) => void): () => void;
}

/**
 * Bounds of the board streams of one process (issue 17, decision 0028): at most `perIp` open
 * streams per client address (429 tooManyOrderStreams beyond), a `: heartbeat` comment every
 * `heartbeatMs` ms, a client that does not read dropped once `maxBufferedBytes` wait unsent.
 */
export interface BoardStreamLimits {
  perIp: number;
  heartbeatMs: number;
  maxBufferedBytes: number;
}

const DEFAULT_LIMITS: BoardStreamLimits = { perIp: 10, heartbeatMs: 15_000, maxBufferedBytes: 256 * 1024 };

/** One open board stream. */
interface BoardSubscriber {
  brandId: string;
  storeId: string;
  ip: string;
  write(text: string): void;
  end(): void;
}

/**
 * The kitchen board's live streams of one process (issue 17, decision 0028). It listens through
 * the customer's hub (one LISTEN per process on sufra_order_events): for a notification of a
 * brand with an open board here, the order's head (store, version, status) is read once and an
 * `event: order` `{ orderId, version, orderStatus }` goes to every stream of that store; orders
 * awaiting their card payment are not sent (not the kitchen's yet). `*` (notifications may have
 * been lost) sends `event: resync` to every stream. Heartbeats keep proxies open.
 */
export class BoardEventHub {
  private readonly streams = new Set<BoardSubscriber>();
  private readonly byIp = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | undefined;
  private untap: (() => void) | undefined;
  readonly limits: BoardStreamLimits;

  constructor(
    private readonly db: Db,
    limits: Partial<BoardStreamLimits> = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** Starts following `source`'s notifications. */
  start(source: OrderNotifications): void {
    this.untap = source.tap((orderId, brandId) => this.notified(orderId, brandId));
  }

  /** Ends every stream and stops following (app close). */
  stop(): void {
    this.untap?.();
    for (const s of [...this.streams]) s.end();
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  /** Open board streams of this process (tests, bench). */
  size(): number {
    return this.streams.size;
  }

  /** 429 tooManyOrderStreams when `ip` already holds `perIp` board streams (before anything is streamed). */
  admit(ip: string): void {
    if ((this.byIp.get(ip) ?? 0) >= this.limits.perIp) throw new AppError('tooManyOrderStreams', 429);
  }

  /**
   * Turns `reply` into the board stream of `storeId` (hijacked: never compressed): headers
   * `text/event-stream`, `Cache-Control: no-cache, no-transform`, `X-Accel-Buffering: no` (and the
   * security headers already set), then `retry: 3000` and `event: ready` (the client loads the
   * board now: anything placed from here on arrives as an event).
   */
  open(reply: FastifyReply, ip: string, brandId: string, storeId: string): void {
    this.admit(ip);
    const raw = openEventStream(reply);
    const socket = raw.socket;
    let open = true;
    const leave = () => {
      if (!open) return;
      open = false;
      if (!raw.writableEnded) {
        raw.destroy();
        socket?.destroy();
      }
      this.streams.delete(subscriber);
      const n = (this.byIp.get(ip) ?? 1) - 1;
      if (n > 0) this.byIp.set(ip, n);
      else this.byIp.delete(ip);
      if (this.streams.size === 0) {
        clearInterval(this.heartbeat);
        this.heartbeat = undefined;
      }
    };
    const subscriber: BoardSubscriber = {
      brandId,
      storeId,
      ip,
      write: (text) => {
        if (!open) return;
        if (raw.writableLength > this.limits.maxBufferedBytes) return void raw.destroy();
        raw.write(text);
      },
      end: () => {
        if (open) raw.end(() => socket?.destroy());
        leave();
      },
    };
    this.streams.add(subscriber);
    this.byIp.set(ip, (this.byIp.get(ip) ?? 0) + 1);
    raw.on('close', leave);
    raw.on('error', leave);
    subscriber.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
    this.startHeartbeat();
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const s of this.streams) s.write(': heartbeat\n\n');
    }, this.limits.heartbeatMs);
    this.heartbeat.unref();
  }

  private notified(orderId: string, brandId: string | null): void {
    if (brandId === null) {
      for (const s of this.streams) s.write('event: resync\ndata: {}\n\n');
      return;
    }
    let followed = false;
    for (const s of this.streams) if (s.brandId === brandId) followed = true;
    if (!followed) return;
    readOrderHead(this.db, { brandId }, orderId)
      .then((head) => {
        if (!head || head.awaitingPayment) return;
        const { orderId: id, version, orderStatus } = head;
        const text = `event: order\ndata: ${JSON.stringify({ orderId: id, version, orderStatus })}\n\n`;
        for (const s of this.streams) if (s.brandId === brandId && s.storeId === head.storeId) s.write(text);
      })
      .catch(() => {
        // The database was unreachable: the boards' polling fallback catches up.
      });
  }
}
