// Next's cache in Redis for every instance (when REDIS_URL is set); searches stay in memory, so a
// flood cannot fill Redis. While Redis is down a breaker (config/redis-breaker.mjs) caches pages
// in this instance's memory, dropped when it is back.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createCompositeHandler from "@fortedigital/nextjs-cache-handler/composite";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import Redis from "ioredis";
import { withBreaker } from "./redis-breaker.mjs";

/** The tag search result pages carry (lib/content/cache-tags.ts CONTENT_TAGS.searches). */
const SEARCHES_TAG = "searches";

CacheHandler.onCreation(async ({ buildId }) => {
  const client = new Redis(process.env.REDIS_URL, {
    connectTimeout: 2_000,
    commandTimeout: 250,
    maxRetriesPerRequest: 1,
    // While Redis is away, a lookup is a miss at once (the page is made again), not a wait.
    enableOfflineQueue: false,
  });
  let lastLogged = 0;
  client.on("error", (err) => {
    if (Date.now() - lastLogged > 60_000) {
      lastLogged = Date.now();
      console.error("[cache] redis:", err.message);
    }
  });
  // Once per process: give the connection a moment before the first page is looked up.
  await new Promise((resolve) => {
    client.once("ready", resolve);
    setTimeout(resolve, 1_000).unref();
  });
  const local = createLruHandler({ maxItemsNumber: 1_000, maxItemSizeBytes: 50 * 1024 * 1024 });
  /** Pages kept in memory only because Redis was away: another instance may change them. */
  const keptDuringOutage = new Set();
  const shared = withBreaker(
    createRedisHandler({
      client: ioredisAdapter(client),
      // One namespace per build: a release never reads the previous one's pages.
      keyPrefix: `next:${buildId?.trim() || "dev"}:`,
      timeoutMs: 250,
    }),
    {
      probe: () => client.ping(),
      onChange(open, why) {
        if (open) console.warn(`[cache] redis not answering (${why}): pages cached per instance`);
        else {
          console.warn("[cache] redis answers again: pages shared again");
          for (const key of keptDuringOutage) void local.delete?.(key);
          keptDuringOutage.clear();
        }
      },
    },
  );
  const isSearch = (data) => Boolean(data?.tags?.includes(SEARCHES_TAG));
  const memory = {
    ...local,
    name: "memory",
    async set(key, data, ctx) {
      if (!isSearch(data)) {
        // A long outage: past this many, pages are made per request rather than kept.
        if (keptDuringOutage.size >= 1_000 && !keptDuringOutage.has(key)) return;
        keptDuringOutage.add(key);
      }
      await local.set(key, data, ctx);
    },
  };
  return {
    handlers: [
      createCompositeHandler({
        handlers: [shared, memory],
        // Searches in memory always; other pages too while Redis does not answer.
        setStrategy: (data) => (isSearch(data) || shared.isOpen() ? 1 : 0),
      }),
    ],
    // Pages regenerate daily anyway: nothing stays in Redis for longer than two days.
    ttl: { defaultStaleAge: 86_400, estimateExpireAge: (staleAge) => staleAge * 2 },
  };
});

export default CacheHandler;
