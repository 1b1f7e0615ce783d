import { APP_NAME, APP_VERSION } from '@sufra/contract/constants';
import { useEffect, useRef, useState } from 'react';
import { staffHeaders } from './staff-session.ts';

/** One event of the board stream (issue 17, staff/events): its name and parsed data. */
export interface BoardStreamEvent {
  event: string;
  data: unknown;
}

/**
 * Splits Server-Sent Events text into complete events (blank-line separated); returns them and the
 * unfinished rest. Comments (`: heartbeat`) and `retry:` lines carry no event.
 */
export function parseEvents(buffer: string): { events: BoardStreamEvent[]; rest: string } {
  const events: BoardStreamEvent[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = '';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data += line.slice(5).trim();
    }
    if (!event) continue;
    let parsed: unknown = null;
    try {
      parsed = data ? JSON.parse(data) : null;
    } catch {
      parsed = null;
    }
    events.push({ event, data: parsed });
  }
  return { events, rest };
}

/**
 * Follows the board's live stream GET staff/events?brandId=&storeId= (issue 17, decision 0028)
 * with fetch() and a stream reader — EventSource cannot send the `Authorization: Staff` header.
 * Calls `onEvent` for each event (`ready` at connect, `order` per change, `resync`); reconnects
 * 3 s after the stream ends or fails, and stops for good on 401/404 (signed out, not your store).
 * Returns whether the stream is open now (the board polls while it is not).
 */
export function useBoardStream(
  brandId: string,
  storeId: string | null,
  token: string,
  onEvent: (e: BoardStreamEvent) => void,
): boolean {
  const [open, setOpen] = useState(false);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!storeId) return;
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const query = new URLSearchParams({ app_version: APP_VERSION, app_name: APP_NAME, brandId, storeId });
    const connect = async () => {
      try {
        const res = await fetch(`/api/v1/staff/events?${query}`, {
          headers: { ...staffHeaders(token), accept: 'text/event-stream' },
          signal: abort.signal,
        });
        if (res.status === 401 || res.status === 404) return;
        if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
        setOpen(true);
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEvents(buffer + value);
          buffer = parsed.rest;
          for (const e of parsed.events) handler.current(e);
        }
        throw new Error('stream ended');
      } catch {
        setOpen(false);
        if (!abort.signal.aborted) retry = setTimeout(connect, 3000);
      }
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(retry);
      setOpen(false);
    };
  }, [brandId, storeId, token]);
  return open;
}
