// The one Redis connection of a process (rate limits, login throttling), or null without
// REDIS_URL. A command gives up after 250 ms, so no request hangs on a dead Redis.
import "server-only";
import Redis from "ioredis";
import { env } from "@/lib/env";

const g = globalThis as typeof globalThis & { __siteRedis?: Redis | null };

export function redisClient(): Redis | null {
  if (g.__siteRedis === undefined) {
    if (!env.REDIS_URL) {
      g.__siteRedis = null;
    } else {
      const redis = new Redis(env.REDIS_URL, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: true,
        connectTimeout: 2_000,
        commandTimeout: 250,
      });
      let lastLogged = 0;
      redis.on("error", (err) => {
        // A dead Redis reconnects every few hundred ms: one log line a minute is enough.
        if (Date.now() - lastLogged > 60_000) {
          lastLogged = Date.now();
          console.error("[redis] error:", err.message);
        }
      });
      g.__siteRedis = redis;
    }
  }
  return g.__siteRedis;
}
