// The IMAP watcher (imapflow): opens IMAP_URL's mailbox read-only, takes what came after the last
// UID recorded, then waits in IDLE for a minute; the job's lease keeps one watcher across instances.
import "server-only";
import { ImapFlow } from "imapflow";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { mailboxPosition, saveMailboxPosition } from "@/lib/db/queries/lead-replies";
import { env } from "@/lib/env";
import { errorText } from "@/lib/utils/error-text";
import { receiveEmail } from "./receive";
import { INBOUND_MAX_BYTES } from "./webhook";

/** How far back a mailbox seen for the first time (or renumbered) is read. */
const FIRST_LOOK_MS = 7 * 86_400_000;
/** A renumbered mailbox (UIDVALIDITY changed) is read again from a day before the last look:
 * what was stored already is known by its Message-ID. */
const RENUMBERED_OVERLAP_MS = 86_400_000;

function mailboxOf(url: URL) {
  const secure = url.protocol === "imaps:";
  const path = decodeURIComponent(url.pathname.replace(/^\/+/, "")) || "INBOX";
  const port = Number(url.port) || (secure ? 993 : 143);
  const user = decodeURIComponent(url.username);
  return {
    secure,
    path,
    port,
    host: url.hostname,
    user,
    pass: decodeURIComponent(url.password),
    key: `${user}@${url.hostname}:${port}/${path}`,
  };
}

/** Waits in IDLE (imapflow polls with NOOP where the server has none): true when the server
 * announces new mail, false after `ms`, when `signal` aborts or the connection closes. */
async function newMail(client: ImapFlow, ms: number, signal: AbortSignal): Promise<boolean> {
  const arrived = await new Promise<boolean>((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer);
      client.off("exists", onExists);
      client.off("close", onClose);
      signal.removeEventListener("abort", onAbort);
      resolve(value);
    };
    const onExists = () => done(true);
    const onClose = () => done(false);
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(false), ms);
    client.on("exists", onExists);
    client.on("close", onClose);
    signal.addEventListener("abort", onAbort);
    // Auto-IDLE waits while the mailbox lock is held: IDLE is asked for here, and any next
    // command (the search that follows, or this NOOP) ends it.
    void client.idle().catch(() => done(false));
  });
  if (client.usable) await client.noop().catch(() => {});
  return arrived;
}

/** Takes in every message after the recorded position; answers how many it looked at. */
async function takeNew(client: ImapFlow, key: string): Promise<number> {
  const box = client.mailbox;
  if (!box) throw new Error("no mailbox is open");
  const uidValidity = String(box.uidValidity);
  const at = await mailboxPosition({ mailbox: key });
  const sameNumbers = at?.uidValidity === uidValidity;
  const found = sameNumbers
    ? await client.search({ uid: `${(at?.lastUid ?? 0) + 1}:*` }, { uid: true })
    : await client.search(
        {
          since: new Date(
            at ? at.at.getTime() - RENUMBERED_OVERLAP_MS : Date.now() - FIRST_LOOK_MS,
          ),
        },
        { uid: true },
      );
  const after = sameNumbers ? (at?.lastUid ?? 0) : 0;
  const uids = (found || []).filter((uid) => uid > after).sort((a, b) => a - b);
  let last = after;
  for (const uid of uids) {
    const message = await client.fetchOne(String(uid), { source: true, size: true }, { uid: true });
    if (message !== false && message.source && (message.size ?? 0) <= INBOUND_MAX_BYTES) {
      try {
        await receiveEmail(message.source, "imap");
      } catch (err) {
        // The database away: stop here and take this message again next time. A message that
        // cannot be read is passed over rather than holding up every later one.
        if (isDatabaseUnavailable(err)) throw err;
        console.error(`[inbound] message ${uid} in ${key} could not be taken in:`, errorText(err));
      }
    }
    last = Math.max(last, uid);
    await saveMailboxPosition({ mailbox: key, uidValidity, lastUid: last });
  }
  // A mailbox seen anew: everything up to the last message it had when opened is looked at.
  if (!sameNumbers) {
    const lastUid = Math.max(last, Number(box.uidNext) - 1);
    await saveMailboxPosition({ mailbox: key, uidValidity, lastUid });
  }
  return uids.length;
}

/** One watch of the mailbox: what is new now, then what arrives within `watchMs`. */
export async function watchMailbox({
  watchMs = 60_000,
  signal = new AbortController().signal,
}: {
  watchMs?: number;
  signal?: AbortSignal;
} = {}) {
  if (!env.IMAP_URL) return;
  const m = mailboxOf(new URL(env.IMAP_URL));
  const client = new ImapFlow({
    host: m.host,
    port: m.port,
    secure: m.secure,
    auth: { user: m.user, pass: m.pass },
    logger: false,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
  });
  // A dropped connection ends this watch (the next run reconnects): never an unhandled error.
  client.on("error", (err) => console.warn(`[inbound] ${m.key}: ${errorText(err)}`));
  await client.connect();
  try {
    const lock = await client.getMailboxLock(m.path, { readOnly: true });
    try {
      const end = Date.now() + watchMs;
      await takeNew(client, m.key);
      while (Date.now() < end && !signal.aborted && client.usable) {
        if (await newMail(client, end - Date.now(), signal)) await takeNew(client, m.key);
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
}
