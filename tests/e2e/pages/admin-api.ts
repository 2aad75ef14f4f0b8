// What the owner sees through the admin API: used by browser tests to check what a visitor's
// actions stored.
import type { APIRequestContext } from "@playwright/test";
import { e2eAdmin } from "../../../playwright.config";

type Lead = Record<string, unknown> & { id: string; contact_email: string | null };

let token: string | null = null;

async function authorization(request: APIRequestContext) {
  if (!token) {
    const login = await request.post("/api/auth/login", { data: e2eAdmin });
    token = ((await login.json()) as { token: string }).token;
  }
  return { Authorization: `Bearer ${token}` };
}

/** Every stored lead with this email (the owner's list, newest first). */
export async function leadsWithEmail(request: APIRequestContext, email: string): Promise<Lead[]> {
  const res = await request.get("/api/chat/summaries?limit=100", {
    headers: await authorization(request),
  });
  if (res.status() === 401) token = null;
  const { summaries } = (await res.json()) as { summaries: Lead[] };
  return summaries.filter((s) => s.contact_email === email);
}

/** A lead's conversation as the owner reads it. */
export async function transcriptOf(request: APIRequestContext, id: string) {
  const res = await request.get(`/api/admin/leads/${id}`, {
    headers: await authorization(request),
  });
  const body = (await res.json()) as { transcript: Array<{ sender: string; content: string }> };
  return body.transcript;
}

/** What was said in the newest lead with this email (nothing while there is none). */
export async function saidByLeadWithEmail(request: APIRequestContext, email: string) {
  const [lead] = await leadsWithEmail(request, email);
  return lead ? (await transcriptOf(request, lead.id)).map((m) => m.content) : [];
}

/** The owner deletes everything stored about an address (Privacy page), as its owner asked. */
export async function deletePersonalData(request: APIRequestContext, email: string) {
  const res = await request.post("/api/admin/privacy/delete", {
    headers: await authorization(request),
    data: { email, confirm: email },
  });
  if (!res.ok()) throw new Error(`privacy deletion failed: ${res.status()}`);
}
