// This browser's chat session and its save numbers, issued once by the server and kept.
import {
  type ChatSessionResponse,
  chatSessionResponseSchema,
  parsed,
} from "@/lib/validations/chat-responses";
import { STORAGE_KEYS } from "./config";
import { read, write } from "./local-store";

export type Credentials = ChatSessionResponse & { seq: number };

export function readCredentials(): Credentials | null {
  try {
    const value: unknown = JSON.parse(read(STORAGE_KEYS.credentials) ?? "null");
    const session = parsed(chatSessionResponseSchema, value);
    const seq = (value as { seq?: unknown } | null)?.seq;
    return session ? { ...session, seq: typeof seq === "number" ? seq : 0 } : null;
  } catch {
    return null;
  }
}

export const forgetCredentials = () => write(STORAGE_KEYS.credentials, null);

let issuing: Promise<Credentials | null> | null = null;

/** This browser's chat session: the stored one, or a new one from the server (null offline). */
export function ensureSession(): Promise<Credentials | null> {
  const stored = readCredentials();
  if (stored) return Promise.resolve(stored);
  issuing ??= fetch("/api/chat/session", { method: "POST", cache: "no-store" })
    .then(async (res) => {
      if (!res.ok) throw new Error(`API Error: ${res.status} ${res.statusText}`);
      const session = parsed(chatSessionResponseSchema, await res.json());
      if (!session) throw new Error("Malformed session answer");
      const creds = { ...session, seq: 0 };
      write(STORAGE_KEYS.credentials, JSON.stringify(creds));
      return creds;
    })
    .catch((err) => {
      console.warn("[chat] no session yet", err);
      return null;
    })
    .finally(() => {
      issuing = null;
    });
  return issuing;
}

/** The next save number of this session (the server keeps the highest it has seen). */
export function nextSeq(creds: Credentials): number {
  const current = readCredentials();
  const seq = Math.max(creds.seq, current?.sessionId === creds.sessionId ? current.seq : 0) + 1;
  write(STORAGE_KEYS.credentials, JSON.stringify({ ...creds, seq }));
  creds.seq = seq;
  return seq;
}
