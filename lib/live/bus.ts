// Live chat events between the instances: Redis pub/sub when REDIS_URL is set (a reply posted on
// one instance reaches a visitor connected to another), else an in-process emitter.
import "server-only";
import { EventEmitter } from "node:events";
import type Redis from "ioredis";
import { redisClient } from "@/lib/redis";

type Listener = (event: unknown) => void;

const g = globalThis as typeof globalThis & {
  __liveBus?: { local: EventEmitter; subscriber: Redis | null; counts: Map<string, number> };
};

function bus() {
  if (!g.__liveBus) {
    const local = new EventEmitter();
    // One listener per open connection: a busy day has many.
    local.setMaxListeners(0);
    const redis = redisClient();
    let subscriber: Redis | null = null;
    if (redis) {
      subscriber = redis.duplicate({ commandTimeout: undefined });
      subscriber.on("error", () => {});
      subscriber.on("message", (channel: string, text: string) => {
        try {
          local.emit(channel, JSON.parse(text));
        } catch {}
      });
    }
    g.__liveBus = { local, subscriber, counts: new Map() };
  }
  return g.__liveBus;
}

/** Sends `event` to every listener of `channel` on every instance. */
export async function publish(channel: string, event: unknown) {
  const b = bus();
  const redis = redisClient();
  if (b.subscriber && redis) {
    try {
      await redis.publish(channel, JSON.stringify(event));
      return;
    } catch (err) {
      // Redis is down: this instance's own listeners still hear it.
      console.error(
        "[live] Redis publish failed, delivering on this instance only:",
        (err as Error).message,
      );
    }
  }
  b.local.emit(channel, event);
}

/** Calls `listener` for each event on `channel` until the returned function is called. */
export async function subscribe(channel: string, listener: Listener): Promise<() => void> {
  const b = bus();
  b.local.on(channel, listener);
  const n = (b.counts.get(channel) ?? 0) + 1;
  b.counts.set(channel, n);
  if (n === 1 && b.subscriber) await b.subscriber.subscribe(channel).catch(() => {});
  return () => {
    b.local.off(channel, listener);
    const left = (b.counts.get(channel) ?? 1) - 1;
    if (left > 0) b.counts.set(channel, left);
    else {
      b.counts.delete(channel);
      void b.subscriber?.unsubscribe(channel).catch(() => {});
    }
  };
}

/** How many connections listen on `channel`, on every instance. */
export async function listeners(channel: string): Promise<number> {
  const b = bus();
  const redis = redisClient();
  if (b.subscriber && redis) {
    const answer = (await redis.pubsub("NUMSUB", channel)) as [string, number];
    return Number(answer[1] ?? 0);
  }
  return b.counts.get(channel) ?? 0;
}

export const visitorChannel = (sessionId: string) => `live:session:${sessionId}`;
export const leadChannel = (leadId: string) => `live:lead:${leadId}`;
