// GET /api/admin/llm-usage: the language model's spend against its daily budget.
import { z } from "zod";

const period = z.object({ tokens: z.number(), calls: z.number(), refusals: z.number() });

export const modelUsageSchema = z.object({
  budget: z.number(),
  today: period.extend({ day: z.string() }),
  month: period.extend({ from: z.string(), budget: z.number() }),
});

export type ModelUsage = z.output<typeof modelUsageSchema>;
