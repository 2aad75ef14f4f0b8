// GET /api/admin/pipeline/probabilities — the percent chance a deal at each status closes;
// PUT (owners) with every status's whole percentage: {"New": 10, "Contacted": 20, …}.
import { readJson } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { saveStageProbabilities, stageProbabilities } from "@/lib/leads/pipeline";
import { stageProbabilitiesSchema } from "@/lib/validations/pipeline";

export const GET = withAdmin(async () => Response.json(await stageProbabilities()));

export const PUT = withAdmin(
  async (req, { user }) => {
    const input = await readJson(req, stageProbabilitiesSchema, 4 * 1024);
    return Response.json(await saveStageProbabilities(input, user, requestMeta(req)));
  },
  { owner: true },
);
