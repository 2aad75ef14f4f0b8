// The login body, shared by the admin login form and POST /api/auth/login, and the shapes the
// admin app keeps in the browser.
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/config/password-policy.mjs";
import { emailAddress, isEmailAddress, safeText, wholeNumber } from "./common";

/** What the audit log records (lib/auth/audit.ts writes them). */
export const AUDIT_ACTION_NAMES = [
  "sign_in",
  "sign_in_failed",
  "sign_out",
  "mfa_enabled",
  "mfa_disabled",
  "mfa_failed",
  "recovery_code_used",
  "session_revoked",
  "sessions_revoked_others",
  "password_changed",
  "admin_invited",
  "admin_joined",
  "admin_removed",
  "admin_role_changed",
  "stepped_up",
  "step_up_failed",
  "password_reset_requested",
  "password_reset",
  "leads_exported",
  "subscribers_exported",
  "lead_created",
  "leads_imported",
  "settings_changed",
  "lead_changed",
  "lead_deleted",
  "privacy_exported",
  "privacy_deleted",
  "retention_purged",
  "content_created",
  "content_updated",
  "content_published",
  "content_scheduled",
  "content_unpublished",
  "content_deleted",
  "content_drafted_by_ai",
  "image_uploaded",
  "profile_changed",
  "alerts_turned_on",
  "alerts_turned_off",
] as const;
export type AuditAction = (typeof AUDIT_ACTION_NAMES)[number];

export const loginSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Email must be at most 254 characters")
    .refine(isEmailAddress, "Please enter a valid email address")
    .transform((v) => v.toLowerCase()),
  // Never trimmed: spaces are part of a passphrase. The cap bounds the hashing work.
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .refine((v) => !v.includes("\u0000"), "Password contains characters that are not allowed")
    .max(1024, "Password must be at most 1024 characters"),
});

export type LoginInput = z.input<typeof loginSchema>;

/** Largest request body POST /api/auth/login accepts, in bytes. */
export const LOGIN_MAX_BYTES = 4 * 1024;

/** The signed-in user as the API returns it and the admin app stores it. */
// Owners manage admins, security and privacy; editors work leads and content (lib/db/schema.ts).
export const adminRoleSchema = z.enum(["owner", "editor"]);
export type AdminRoleName = z.infer<typeof adminRoleSchema>;

export const authUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** Given by GET /api/auth/verify; the login answer keeps the spec's {name, email}. */
  role: adminRoleSchema.optional(),
});

export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string().min(1),
  user: authUserSchema,
});

/** GET /api/auth/verify. */
export const verifyResponseSchema = z.object({ user: authUserSchema });

/** POST /api/auth/login with two-factor on: no session yet, a short-lived token for step two. */
export const mfaRequiredSchema = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string().min(1),
});

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** A new password's rules: hashPassword's, so a password it would refuse is a 400, not a 500. */
const newPassword = z
  .string({ error: "New password is required" })
  .min(PASSWORD_MIN_LENGTH, `The new password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `The new password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine(
    (v) => !v.includes("\u0000"),
    "The new password contains characters that are not allowed",
  );

/** A 6-digit authenticator code or a recovery code ("abcde-fghjk"). */
const code = safeText("Code", 32, { min: 1 });

/** POST /api/auth/login/mfa. */
export const mfaLoginSchema = z.object({
  mfa_token: safeText("Sign-in token", 100, { min: 1 }),
  code,
});

/** POST /api/auth/mfa/enable. */
export const mfaCodeSchema = z.object({ code });

/** POST /api/auth/mfa/disable: a current code (or recovery code), or the password. */
export const mfaDisableSchema = z
  .object({ code: code.optional(), password: loginSchema.shape.password.optional() })
  .refine((v) => v.code !== undefined || v.password !== undefined, {
    message: "Enter a code from your authenticator app, or your password",
  });

/** POST /api/auth/password. */
export const passwordChangeSchema = z
  .object({ current_password: loginSchema.shape.password, new_password: newPassword })
  .refine((v) => v.current_password !== v.new_password, {
    message: "The new password must differ from the current one",
    path: ["new_password"],
  });

/** POST /api/admin/users: invite another admin. */
export const inviteSchema = z.object({
  email: emailAddress("Email"),
  name: safeText("Name", 100, { min: 1 }),
  role: z.enum(["owner", "editor"], { error: "Role must be owner or editor" }).default("editor"),
});

/** PATCH /api/admin/users/{id}. */
export const roleChangeSchema = z.object({
  role: z.enum(["owner", "editor"], { error: "Role must be owner or editor" }),
});
export type InviteInput = z.output<typeof inviteSchema>;
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;
export type MfaDisableInput = z.output<typeof mfaDisableSchema>;
export type StepUpInput = z.output<typeof stepUpSchema>;
export type RoleChangeInput = z.output<typeof roleChangeSchema>;

/** The Security page's server actions name the admin they change. */
const adminId = z.uuid({ error: "No such admin" });
export const adminIdSchema = z.object({ adminId });
export const roleChangeActionSchema = roleChangeSchema.extend({ adminId });
export const sessionIdSchema = z.object({ sessionId: z.uuid({ error: "No such active session" }) });
/** An action that takes no input. */
export const nothing = z.object({});

/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email: emailAddress("Email") });

/** POST /api/auth/reset-password: the link's token and the new password. */
export const resetPasswordSchema = z.object({
  token: safeText("Link", 100, { min: 1 }),
  password: newPassword,
});

/** POST /api/auth/step-up: the password, or a two-factor code, checked again. */
export const stepUpSchema = z
  .object({
    password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    code: z.string().max(20).optional(),
  })
  .refine((v) => Boolean(v.password) !== Boolean(v.code), {
    error: "Send your password or a code from your authenticator app",
  });

/** POST /api/auth/invite: the invited admin chooses a password. */
export const acceptInviteSchema = z.object({
  token: safeText("Invitation", 100, { min: 1 }),
  password: newPassword,
});

/** GET /api/auth/sessions. */
export const sessionListSchema = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      created_at: z.string(),
      last_seen_at: z.string(),
      ip: z.string().nullable(),
      browser: z.string(),
      current: z.boolean(),
    }),
  ),
});
export type SessionList = z.output<typeof sessionListSchema>;

/** GET /api/admin/users. */
export const adminListSchema = z.object({
  admins: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      role: adminRoleSchema,
      created_at: z.string(),
      mfa_enabled: z.boolean(),
      invite_pending: z.boolean(),
      current: z.boolean(),
    }),
  ),
});
export type AdminList = z.output<typeof adminListSchema>;

/** GET /api/auth/me: the signed-in admin's security settings. */
export const securityStateSchema = z.object({
  mfa_enabled: z.boolean(),
  recovery_codes_left: z.number(),
  idle_minutes: z.number(),
});
export type SecurityState = z.output<typeof securityStateSchema>;

/** GET /api/admin/audit: an action, a date range (YYYY-MM-DD, inclusive) and a page. */
export const auditQuery = z.object({
  action: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(AUDIT_ACTION_NAMES, { error: "action is not an audited action" }).optional(),
  ),
  date_from: z.preprocess((v) => (v === "" ? undefined : v), z.iso.date().optional()),
  date_to: z.preprocess((v) => (v === "" ? undefined : v), z.iso.date().optional()),
  page: wholeNumber("page", { max: 100_000 }).default(1),
});
export type AuditQuery = z.output<typeof auditQuery>;

/** GET /api/admin/audit. */
export const auditListSchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      actor: z.string().nullable(),
      action: z.string(),
      ip: z.string().nullable(),
      browser: z.string(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
  pagination: z.object({
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    pages: z.number(),
  }),
});
export type AuditList = z.output<typeof auditListSchema>;

export { apiErrorSchema } from "./api";
