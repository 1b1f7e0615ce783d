/** One Server-Sent Event as the test client parsed it (`comment` for a `: …` line such as the heartbeat). */
export interface ParsedEvent {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** An open `text/event-stream` answer read with node's fetch (issue 17 tests and bench). */
export interface EventStreamClient {
  response: Response;
  /** Every event received so far, in order. */
  events: ParsedEvent[];
  /** Resolves with the first event after index `from` matching `match`, or rejects after `timeoutMs` ms. */
  waitFor(
    match: (e: ParsedEvent) => boolean,
    opts?: { from?: number; timeoutMs?: number },
  ): Promise<ParsedEvent>;
  /** Aborts the request (the client disconnects). */
  close(): void;
}

/** Parses one event block (lines up to a blank line) per the EventSource rules used here. */
function parseEventBlock(block: string): ParsedEvent {
  const event: ParsedEvent = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) event.comment = line.slice(1).trim();
    const at = line.indexOf(':');
    if (at <= 0) continue;
    const field = line.slice(0, at);
    const value = line.slice(at + 1).replace(/^ /, '');
    if (field === 'id') event.id = value;
    else if (field === 'event') event.event = value;
    else if (field === 'data') event.data = event.data === undefined ? value : `${event.data}\n${value}`;
  }
  return event;
}

/**
 * GETs `url` and, when the answer is an event stream, reads it in the background into `events`
 * (a refused request keeps its JSON body unread in `response`). `onEvent` sees each event as it
 * arrives (the bench stamps the time).
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
  onEvent?: (e: ParsedEvent) => void,
): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const events: ParsedEvent[] = [];
  if (response.ok && response.headers.get('content-type')?.startsWith('text/event-stream') && response.body) {
    const body = response.body;
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of body) {
          buffer += decoder.decode(chunk as Uint8Array, { stream: true });
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const event = parseEventBlock(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            events.push(event);
            onEvent?.(event);
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  return {
    response,
    events,
    waitFor: async (match, opts = {}) => {
      const deadline = Date.now() + (opts.timeoutMs ?? 2000);
      for (;;) {
        const found = events.slice(opts.from ?? 0).find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event within ${opts.timeoutMs ?? 2000} ms`);
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    close: () => abort.abort(),
  };
}
