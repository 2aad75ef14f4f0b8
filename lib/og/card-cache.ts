// Share cards are drawn once per content: a card is keyed by what it shows (and the layout's
// version), kept in memory and, with a database on disk, under DATA_DIR/cache/share-cards, so a
// repeated request, a new query string or a restart costs a file read instead of ~75 ms of CPU.
import "server-only";
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "@/config/site";
import { env } from "@/lib/env";
import { metrics } from "@/lib/metrics";

/** Bump when the layout changes: every card is drawn anew. */
const LAYOUT_VERSION = "1";
const MEMORY_MAX = 64;

const memory = new Map<string, Buffer>();
const drawing = new Map<string, Promise<Buffer>>();

const folder = env.DATA_DIR.startsWith("memory://")
  ? null
  : path.resolve(env.DATA_DIR, "cache", "share-cards");

export type CardContent = { section?: string; title: string; footer?: string };

/** The card's identity: the same words on the same layout give the same key (and ETag). */
export function cardKey(card: CardContent): string {
  const parts = [LAYOUT_VERSION, site.company, site.tagline, card.section, card.title, card.footer];
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 32);
}

function remember(key: string, png: Buffer) {
  memory.delete(key);
  memory.set(key, png);
  if (memory.size > MEMORY_MAX) memory.delete(memory.keys().next().value as string);
}

async function fromDisk(key: string): Promise<Buffer | null> {
  if (!folder) return null;
  return readFile(path.join(folder, `${key}.png`)).catch(() => null);
}

async function toDisk(key: string, png: Buffer) {
  if (!folder) return;
  const file = path.join(folder, `${key}.png`);
  const partial = `${file}.${process.pid}.tmp`;
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(partial, png);
    await rename(partial, file);
  } catch (err) {
    console.warn("[og] could not keep a share card on disk:", (err as Error).message);
  }
}

/** The card's PNG, drawn only when neither memory nor disk has it, once for concurrent asks.
 * `persist: false` keeps it in memory only (the admin's previews). */
export async function cachedCard(
  card: CardContent,
  draw: () => Promise<Buffer>,
  { persist = true }: { persist?: boolean } = {},
): Promise<{ png: Buffer; key: string }> {
  const key = cardKey(card);
  const kept = memory.get(key);
  if (kept) {
    remember(key, kept);
    metrics().shareCards.inc({ source: "memory" });
    return { png: kept, key };
  }
  let pending = drawing.get(key);
  if (!pending) {
    pending = (async () => {
      const stored = persist ? await fromDisk(key) : null;
      if (stored) {
        metrics().shareCards.inc({ source: "disk" });
        return stored;
      }
      const png = await draw();
      metrics().shareCards.inc({ source: "drawn" });
      if (persist) await toDisk(key, png);
      return png;
    })().finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  const png = await pending;
  remember(key, png);
  return { png, key };
}
