import "server-only";
import { log } from "@/lib/server/log";
import { latestUserEventId, onUserEvents, userEventsAfter } from "./user-events";

const HEARTBEAT_MS = 15_000;
const PAGE = 200;

/**
 * The user's events as text/event-stream: `id:` is the event's row id, `event:` its kind (alert,
 * widget), `data:` its JSON. Starts after `lastEventId` (a reconnecting client's Last-Event-ID, so
 * nothing is missed) or, without one, at the newest event. A comment line every 15 s keeps proxies
 * from closing the connection and re-checks the table, in case a notification was lost.
 */
export function userEventStream(userId: number, lastEventId?: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let closed = false;
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          closed = true;
          stop();
        }
      };
      let cursor = lastEventId ?? (await latestUserEventId(userId));
      let pumping = false;
      let again = false;
      const pump = async () => {
        if (pumping) {
          again = true;
          return;
        }
        pumping = true;
        try {
          do {
            again = false;
            const events = await userEventsAfter(userId, cursor, PAGE);
            for (const event of events) {
              send(`id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.payload)}\n\n`);
              cursor = event.id;
            }
            if (events.length === PAGE) again = true;
          } while (again && !closed);
        } catch (error) {
          log().warn({ err: error, userId }, "event stream could not read events");
        } finally {
          pumping = false;
        }
      };
      const unsubscribe = onUserEvents(userId, () => void pump());
      const heartbeat = setInterval(() => {
        send(": heartbeat\n\n");
        void pump();
      }, HEARTBEAT_MS);
      stop = () => {
        unsubscribe();
        clearInterval(heartbeat);
      };
      send(`retry: 3000\n: connected\n\n`);
      await pump();
    },
    cancel() {
      closed = true;
      stop();
    },
  });
}
