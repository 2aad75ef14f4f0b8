-- A chat's first save creates its lead in one statement: `insert ... select ... where
-- lead_email_unclaimed(email, session)`. It takes the email's lock (the one the saving
-- transaction in lib/db/queries/leads.ts takes), then looks with a snapshot taken after the
-- lock (a volatile function's queries each take their own), so of two first saves naming one
-- new email, the second sees the first's lead and creates none. The lock is held to the commit.
CREATE FUNCTION "lead_email_unclaimed"(p_email text, p_session text) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('lead-email:' || p_email));
  RETURN NOT EXISTS (SELECT 1 FROM "chat_summaries" WHERE "contact_email" = p_email)
    AND NOT EXISTS (
      SELECT 1 FROM "chat_contexts" c JOIN "chat_summaries" s ON s."id" = c."lead_id"
      WHERE c."session_id" = p_session
    );
END
$$;
