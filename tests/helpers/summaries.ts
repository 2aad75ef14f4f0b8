// Inserts chat_summaries rows straight into the database, so dashboard tests do not depend on
// the chat endpoints.
import { getDb } from "@/lib/db/client";
import { chatSummaries, type NewChatSummary } from "@/lib/db/schema";

let counter = 0;

export type SummaryFixture = Partial<NewChatSummary> & { interactionDate: string };

export function summaryFixture(overrides: SummaryFixture): NewChatSummary {
  counter += 1;
  return {
    contactName: `Lead ${counter}`,
    contactEmail: `lead${counter}@example.com`,
    contactPhone: "512-555-0100",
    companyName: `Company ${counter}`,
    leadQualification: "Warm",
    servicesDiscussed: ["AI Solutions"],
    keyPainPoints: ["manual follow-up"],
    chatSummary: `User engaged about AI Solutions (${counter})`,
    callToActionOffered: false,
    nextStep: "Continue nurturing",
    ...overrides,
  };
}

/** Inserts the given summaries (in chunks, so thousands are fine) and returns their ids in order. */
export async function insertSummaries(rows: SummaryFixture[]): Promise<string[]> {
  const db = await getDb();
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insert(chatSummaries)
      .values(rows.slice(i, i + 500).map(summaryFixture))
      .returning({ id: chatSummaries.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

export async function insertSummary(row: SummaryFixture): Promise<string> {
  const [id] = await insertSummaries([row]);
  if (!id) throw new Error("insert returned no row");
  return id;
}
