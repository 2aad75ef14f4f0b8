// GET /api/admin/contact-messages — contact-form messages for the dashboard, newest first
import { parseQuery } from "@/lib/api/errors";
import { withAdmin } from "@/lib/auth/guard";
import { listContactMessages } from "@/lib/db/queries/contact";
import { adminPageQuery, type ContactMessageJson } from "@/lib/validations/summaries";

export const GET = withAdmin(async (req) => {
  const q = parseQuery(req, adminPageQuery);
  const { messages, pagination } = await listContactMessages({ page: q.page, limit: q.limit });
  return Response.json({
    messages: messages.map(
      (m): ContactMessageJson => ({
        id: m.id,
        name: m.name,
        email: m.email,
        company: m.company,
        service: m.service,
        message: m.message,
        created_at: m.createdAt.toISOString(),
      }),
    ),
    pagination,
  });
});
