// POST /api/admin/leads/import — a CSV of contacts (Content-Type: text/csv, at most 2 MB and 5,000
// rows) as leads: `?dry_run=1` previews, `?<field>=<header>` overrides the guessed columns. Answers
// {created, updated, rejected: [{line, reason}]}. Owners only, after a recent password check.
import { ApiError, parseQuery, readBodyLimited } from "@/lib/api/errors";
import { requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import { importLeads } from "@/lib/leads/import";
import { IMPORT_MAX_BYTES } from "@/lib/leads/import-parse";
import { importQuerySchema } from "@/lib/validations/lead-import";

export const POST = withAdmin(
  async (req, { user }) => {
    if (!/^text\/csv\s*(;|$)/i.test(req.headers.get("content-type") ?? "")) {
      throw new ApiError(
        "unsupported_media_type",
        415,
        "Send the file as CSV (Content-Type: text/csv).",
      );
    }
    const { dryRun, mapping } = parseQuery(req, importQuerySchema);
    const body = await readBodyLimited(
      req,
      IMPORT_MAX_BYTES,
      () =>
        new ApiError(
          "payload_too_large",
          413,
          "The file is larger than 2 MB: split it and import each part.",
        ),
    );
    const text = new TextDecoder().decode(body);
    return Response.json(await importLeads({ text, mapping, dryRun }, user, requestMeta(req)));
  },
  { owner: true, stepUp: true },
);
