import type { FastifyReply } from 'fastify';
import type { DatabaseEvents, Db } from '../../db/client.ts';
import { openEventStream } from '../../http/event-stream.ts';
import { AppError } from '../../platform/errors.ts';
import { type LiveOrder, readLiveOrder } from './service.ts';

/**
 * The PostgreSQL notification channel of order changes (issue 17, decision 0026): migration 0011's
 * trigger sends `{"orderId": uuid, "brandId": uuid}` whenever an order's status or version changes (delivered
 * at commit, to every process); `*` (sent by db/client.ts after a lost LISTEN connection) means
 * "anything may have changed".
 */
const ORDER_EVENTS_CHANNEL = 'sufra_order_events';

/**
 * Bounds of the live order streams of one process (issue 17, decision 0026): at most `perIp`
 * open streams per client address and `perOrder` per order (429 'tooManyOrderStreams' beyond);
 * a `: heartbeat` comment every `heartbeatMs` (ms) so proxies keep the connection open; a client
 * that does not read is dropped once `maxBufferedBytes` wait unsent.
 */
export interface OrderStreamLimits {
  perIp: number;
  perOrder: number;
  heartbeatMs: number;
  maxBufferedBytes: number;
}

/** The production bounds (decision 0026): 20 streams per address, 50 per order, heartbeat 15 s, 256 KiB. */
const DEFAULT_ORDER_STREAM_LIMITS: OrderStreamLimits = {
  perIp: 20,
  perOrder: 50,
  heartbeatMs: 15_000,
  maxBufferedBytes: 256 * 1024,
};

/** One open stream: the version it last sent and how to write to it. */
interface Subscriber {
  lastVersion: number;
  ip: string;
  write(text: string): void;
  end(): void;
}

/** The open streams of one order. */
interface OrderSubscribers {
  brandId: string;
  subscribers: Set<Subscriber>;
  /** A read of the order is running; `again` asks for one more once it is done (a newer change). */
  reading: boolean;
  again: boolean;
}

/** One Server-Sent Event of an order state: `id` the version, `event: order`, `data` the tracking answer. */
function orderEventText(live: LiveOrder): string {
  return `id: ${live.version}\nevent: order\ndata: ${JSON.stringify(live.answer)}\n\n`;
}

/**
 * The live order streams of one process (issue 17, 002 §4.1, decision 0026): one shared LISTEN on
 * ORDER_EVENTS_CHANNEL and a map orderId → open streams. A notification for an order someone
 * follows is read once per process (readLiveOrder), however many streams follow it, and sent to
 * each stream that has not had that version yet; a notification for an order nobody follows here
 * costs nothing. Streams leave the map when their client disconnects; the map entry goes with
 * the last one.
 */
export class OrderEventHub {
  private readonly byOrder = new Map<string, OrderSubscribers>();
  private readonly byIp = new Map<string, number>();
  /** orderId → the sequence number of its latest notification (bounded; see mark / changedSince). */
  private readonly recent = new Map<string, number>();
  private seq = 0;
  /** Listeners of every notification (the kitchen board's streams, issue 17 decision 0028). */
  private readonly taps = new Set<(orderId: string, brandId: string | null) => void>();
  private heartbeat: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  readonly limits: OrderStreamLimits;

  constructor(
    private readonly db: Db,
    private readonly events: DatabaseEvents | undefined,
    limits: Partial<OrderStreamLimits> = {},
  ) {
    this.limits = { ...DEFAULT_ORDER_STREAM_LIMITS, ...limits };
  }

  /** Starts listening (once per process; without `events`, streams get their first state and heartbeats only). */
  async start(): Promise<void> {
    if (this.events) this.unlisten = await this.events.listen(ORDER_EVENTS_CHANNEL, (p) => this.notified(p));
  }

  /** Ends every open stream and stops listening (app close). */
  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    for (const entry of this.byOrder.values()) for (const s of [...entry.subscribers]) s.end();
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  /**
   * Calls `fn(orderId, brandId)` for every order notification this process receives (a placed
   * order — migration 0015 — or a status/version change), and `fn('*', null)` when notifications
   * may have been missed (the LISTEN connection was re-opened). Returns the unsubscribe function.
   * The kitchen board's live streams use it, so one LISTEN serves both (issue 17, decision 0028).
   */
  tap(fn: (orderId: string, brandId: string | null) => void): () => void {
    this.taps.add(fn);
    return () => this.taps.delete(fn);
  }

  /** Open streams and followed orders of this process (tests, bench). */
  size(): { streams: number; orders: number } {
    let streams = 0;
    for (const entry of this.byOrder.values()) streams += entry.subscribers.size;
    return { streams, orders: this.byOrder.size };
  }

  /** A point in the notification sequence, taken before a stream reads its first state. */
  mark(): number {
    return this.seq;
  }

  /**
   * Throws 429 'tooManyOrderStreams' when `ip` already has `perIp` open streams or `orderId`
   * `perOrder` (checked before anything is streamed, so the refusal is the JSON envelope).
   */
  admit(ip: string, orderId: string): void {
    const forOrder = this.byOrder.get(orderId)?.subscribers.size ?? 0;
    if ((this.byIp.get(ip) ?? 0) >= this.limits.perIp || forOrder >= this.limits.perOrder) {
      throw new AppError('tooManyOrderStreams', 429);
    }
  }

  /**
   * Turns `reply` into the order's event stream (the reply is hijacked: no compression, no
   * serialisation): headers `Content-Type: text/event-stream`, `Cache-Control: no-cache,
   * no-transform`, `X-Accel-Buffering: no` (and the security headers already set); `retry: 3000`;
   * the first state `live` unless the client's `lastEventId` is already that version or newer;
   * then every newer version. `mark` is mark() taken before `live` was read: a change notified
   * since is read again, so none falls between the read and the subscription.
   */
  open(
    reply: FastifyReply,
    ip: string,
    brandId: string,
    live: LiveOrder,
    lastEventId: number | undefined,
    mark: number,
  ): void {
    this.admit(ip, live.orderId);
    const raw = openEventStream(reply);
    const socket = raw.socket;
    let open = true;
    const subscriber: Subscriber = {
      lastVersion: lastEventId ?? -1,
      ip,
      write: (text) => {
        if (!open) return;
        if (raw.writableLength > this.limits.maxBufferedBytes) {
          raw.destroy();
          return;
        }
        raw.write(text);
      },
      end: () => {
        if (open) raw.end(() => socket?.destroy());
        leave();
      },
    };
    const entry = this.byOrder.get(live.orderId) ?? {
      brandId,
      subscribers: new Set(),
      reading: false,
      again: false,
    };
    this.byOrder.set(live.orderId, entry);
    entry.subscribers.add(subscriber);
    this.byIp.set(ip, (this.byIp.get(ip) ?? 0) + 1);
    const leave = () => {
      if (!open) return;
      open = false;
      // The client went away (or the response failed): free its connection too.
      if (!raw.writableEnded) {
        raw.destroy();
        socket?.destroy();
      }
      entry.subscribers.delete(subscriber);
      if (entry.subscribers.size === 0 && this.byOrder.get(live.orderId) === entry)
        this.byOrder.delete(live.orderId);
      const n = (this.byIp.get(ip) ?? 1) - 1;
      if (n > 0) this.byIp.set(ip, n);
      else this.byIp.delete(ip);
      if (this.byOrder.size === 0) {
        clearInterval(this.heartbeat);
        this.heartbeat = undefined;
      }
    };
    raw.on('close', leave);
    raw.on('error', leave);
    subscriber.write('retry: 3000\n\n');
    this.deliver(subscriber, live);
    this.startHeartbeat();
    if ((this.recent.get(live.orderId) ?? -1) > mark) this.refresh(live.orderId);
  }

  /** Sends `live` (its event `text`, serialised once for all streams) to `subscriber` when it is newer than what it has. */
  private deliver(subscriber: Subscriber, live: LiveOrder, text = orderEventText(live)): void {
    if (live.version <= subscriber.lastVersion) return;
    subscriber.lastVersion = live.version;
    subscriber.write(text);
  }

  /** One heartbeat timer per process while any stream is open. */
  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const entry of this.byOrder.values())
        for (const s of entry.subscribers) s.write(': heartbeat\n\n');
    }, this.limits.heartbeatMs);
    this.heartbeat.unref();
  }

  /** A notification on ORDER_EVENTS_CHANNEL: `{ orderId, brandId }`, or `*` (re-read every followed order). */
  private notified(payload: string): void {
    if (payload === '*') {
      for (const fn of this.taps) fn('*', null);
      for (const orderId of this.byOrder.keys()) this.refresh(orderId);
      return;
    }
    let orderId: unknown;
    let brandId: unknown;
    try {
      ({ orderId, brandId } = JSON.parse(payload) as { orderId?: unknown; brandId?: unknown });
    } catch {
      return;
    }
    if (typeof orderId !== 'string') return;
    if (typeof brandId === 'string') for (const fn of this.taps) fn(orderId, brandId);
    this.seq += 1;
    if (this.recent.size >= 10_000) this.recent.clear();
    this.recent.set(orderId, this.seq);
    if (this.byOrder.has(orderId)) this.refresh(orderId);
  }

  /** Reads the order once and sends it to its streams; changes arriving meanwhile cause one more read. */
  private refresh(orderId: string): void {
    const entry = this.byOrder.get(orderId);
    if (!entry) return;
    if (entry.reading) {
      entry.again = true;
      return;
    }
    entry.reading = true;
    readLiveOrder(this.db, entry.brandId, orderId)
      .then((live) => {
        if (!live) return;
        const text = orderEventText(live);
        for (const s of entry.subscribers) this.deliver(s, live, text);
      })
      .catch(() => {
        // The database was unreachable: the streams keep their last state; the next change or
        // the client's polling fallback catches up.
      })
      .finally(() => {
        entry.reading = false;
        if (entry.again) {
          entry.again = false;
          this.refresh(orderId);
        }
      });
  }
}
