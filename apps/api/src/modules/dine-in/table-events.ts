/**
 * The tables' live streams of one process (issue 18, decision 0032 'Live', the machinery of decision
 * 0026): one LISTEN on TABLE_EVENTS_CHANNEL and a map tableId → open streams. A notification for a
 * table someone follows here is read once (tableState) and sent as `event: table`, `id: <version>`
 * to each of its streams that has not had that version; streams leave on disconnect.
 */
import type { ServerResponse } from 'node:http';
import type { TableState } from '@sufra/contract';
import type { FastifyReply } from 'fastify';
import type { DatabaseEvents, Db } from '../../db/client.ts';
import { openEventStream } from '../../http/event-stream.ts';
import { AppError } from '../../platform/errors.ts';
import { TABLE_EVENTS_CHANNEL, type TableRow } from './tab-repository.ts';
import { tableState } from './tab-state.ts';

/** Open streams per client address and per table; heartbeat period, ms. */
export const TABLE_STREAM_LIMITS = { perIp: 20, perTable: 50, heartbeatMs: 20_000 };

interface Follower {
  raw: ServerResponse;
  sent: number;
}

/** One SSE event of a table's state. */
function frame(state: TableState): string {
  return `id: ${state.version}\nevent: table\ndata: ${JSON.stringify(state)}\n\n`;
}

/** See the module comment. */
export class TableEventHub {
  private readonly byTable = new Map<string, { table: TableRow; followers: Set<Follower> }>();
  private readonly byIp = new Map<string, number>();
  private unlisten: (() => Promise<void>) | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly events: DatabaseEvents | undefined,
  ) {}

  /** Starts listening (once per process; without `events`, streams get their first state and heartbeats). */
  async start(): Promise<void> {
    if (this.events) this.unlisten = await this.events.listen(TABLE_EVENTS_CHANNEL, (p) => this.notified(p));
  }

  /** Ends every open stream and stops listening (app close). */
  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    // Each stream ends, then its socket goes (a kept-alive socket would hold the server's close).
    for (const entry of this.byTable.values())
      for (const f of entry.followers) {
        const socket = f.raw.socket;
        f.raw.end(() => socket?.destroy());
      }
    this.byTable.clear();
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  /** 429 tooManyOrderStreams when `ip` or the table already has its limit of open streams (before anything is streamed). */
  admit(ip: string, tableId: string): void {
    const forTable = this.byTable.get(tableId)?.followers.size ?? 0;
    if ((this.byIp.get(ip) ?? 0) >= TABLE_STREAM_LIMITS.perIp || forTable >= TABLE_STREAM_LIMITS.perTable)
      throw new AppError('tooManyOrderStreams', 429);
  }

  /** Takes `reply` over as the table's stream and sends `first` (the state read at connect). */
  open(reply: FastifyReply, ip: string, table: TableRow, first: TableState): void {
    const raw = openEventStream(reply);
    const follower: Follower = { raw, sent: first.version };
    const entry = this.byTable.get(table.id) ?? { table, followers: new Set<Follower>() };
    entry.followers.add(follower);
    this.byTable.set(table.id, entry);
    this.byIp.set(ip, (this.byIp.get(ip) ?? 0) + 1);
    const socket = raw.socket;
    raw.on('close', () => {
      // The client went away (or the response failed): free its connection too.
      if (!raw.writableEnded) socket?.destroy();
      entry.followers.delete(follower);
      if (entry.followers.size === 0 && this.byTable.get(table.id) === entry) this.byTable.delete(table.id);
      const n = (this.byIp.get(ip) ?? 1) - 1;
      if (n <= 0) this.byIp.delete(ip);
      else this.byIp.set(ip, n);
    });
    raw.write('retry: 3000\n\n');
    raw.write(frame(first));
    this.beat();
  }

  /** Open streams of this process (tests). */
  size(): number {
    let n = 0;
    for (const e of this.byTable.values()) n += e.followers.size;
    return n;
  }

  private beat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const e of this.byTable.values()) for (const f of e.followers) f.raw.write(': heartbeat\n\n');
    }, TABLE_STREAM_LIMITS.heartbeatMs);
    this.heartbeat.unref();
  }

  /** A notification `{ tableId, brandId }`: the table's state read once, sent to its streams behind it. */
  private notified(payload: string): void {
    let tableId: string | undefined;
    try {
      tableId = (JSON.parse(payload) as { tableId?: string }).tableId;
    } catch {
      return;
    }
    const entry = tableId ? this.byTable.get(tableId) : undefined;
    if (!entry) return;
    tableState(this.db, entry.table).then(
      (state) => {
        for (const f of entry.followers) {
          if (state.version > f.sent || (state.sessionId === null && f.sent !== -1)) {
            f.sent = state.sessionId === null ? -1 : state.version;
            if (!f.raw.writableEnded && !f.raw.destroyed) f.raw.write(frame(state));
          }
        }
      },
      () => undefined,
    );
  }
}
