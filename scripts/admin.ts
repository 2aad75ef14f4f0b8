// `npm run admin -- <command>`: manage admin accounts from the shell (see USAGE). A --password
// flag lands in the shell history: prefer the prompt or a pipe. With the embedded database, stop
// the server first: PGlite allows one process per DATA_DIR.
import "./load-env.mjs";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { nameFromEmail } from "../lib/auth/admin-bootstrap";
import { turnOffMfa } from "../lib/auth/mfa";
import { hashPassword, passwordProblem } from "../lib/auth/password";
import { getDb } from "../lib/db/client";
import { revokeUserSessions } from "../lib/db/queries/sessions";
import { updatePasswordHash } from "../lib/db/queries/user-passwords";
import {
  createAdmin,
  findUserCredentials,
  listAdmins,
  normalizeEmail,
} from "../lib/db/queries/users";
import { loginSchema } from "../lib/validations/auth";

const USAGE = `Usage:
  npm run admin -- create --email <email> [--name <name>] [--password <password>]
  npm run admin -- reset-password --email <email> [--password <password>]
  npm run admin -- reset-mfa --email <email>
  npm run admin -- list

Values left out are asked for (the password without echo). Passwords need at least 12 characters.
With the embedded database (no DATABASE_URL), stop the server first.`;

class UsageError extends Error {}

// Piped (non-TTY) stdin is read once, line by line, for every answer.
let pipedLines: string[] | null = null;
async function pipedLine(): Promise<string> {
  if (!pipedLines) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    pipedLines = Buffer.concat(chunks).toString("utf8").split(/\r?\n/);
  }
  return pipedLines.shift() ?? "";
}

async function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY) return pipedLine();
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await new Promise<string>((resolve) => rl.question(question, resolve));
  } finally {
    rl.close();
  }
}

/** Reads a line from the terminal without showing it. */
async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) return pipedLine();
  process.stdout.write(question);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise<string>((resolve, reject) => {
    let value = "";
    const done = (fn: () => void) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      process.stdout.write("\n");
      fn();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return done(() => resolve(value));
        if (char === "\u0003") return done(() => reject(new UsageError("Cancelled.")));
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else if (char >= " ") value += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function emailFrom(flag: string | undefined): Promise<string> {
  const raw = flag ?? (await ask("Email: "));
  const parsed = loginSchema.shape.email.safeParse(raw);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? "Invalid email");
  return parsed.data;
}

async function newPassword(flag: string | undefined): Promise<string> {
  if (flag !== undefined) {
    const problem = passwordProblem(flag);
    if (problem) throw new UsageError(problem);
    return flag;
  }
  const password = await askHidden("New password (12+ characters): ");
  const problem = passwordProblem(password);
  if (problem) throw new UsageError(problem);
  if (process.stdin.isTTY && (await askHidden("Repeat the password: ")) !== password) {
    throw new UsageError("The passwords do not match.");
  }
  return password;
}

async function create(values: Flags) {
  const email = await emailFrom(values.email);
  if (await findUserCredentials({ email })) {
    throw new UsageError(`An account for ${email} already exists (use reset-password).`);
  }
  const suggested = nameFromEmail(email);
  const name = values.name?.trim() || (await ask(`Name [${suggested}]: `)).trim() || suggested;
  if (name.length > 80) throw new UsageError("Name must be at most 80 characters");
  const passwordHash = await hashPassword(await newPassword(values.password));
  const user = await createAdmin({ email, name, passwordHash });
  if (!user) throw new UsageError(`An account for ${email} already exists (use reset-password).`);
  console.log(`Created admin ${user.name} <${user.email}>.`);
}

async function resetPassword(values: Flags) {
  const email = await emailFrom(values.email);
  if (!(await findUserCredentials({ email }))) throw new UsageError(`No account for ${email}.`);
  const passwordHash = await hashPassword(await newPassword(values.password));
  const user = await updatePasswordHash({ email, passwordHash });
  if (!user) throw new UsageError(`No account for ${email}.`);
  const revoked = await revokeUserSessions({ userId: user.id });
  console.log(
    `Password of ${user.email} changed${revoked ? `; ${revoked} open session${revoked === 1 ? "" : "s"} signed out` : ""}.`,
  );
}

async function resetMfa(values: Flags) {
  const email = await emailFrom(values.email);
  const user = await findUserCredentials({ email });
  if (!user) throw new UsageError(`No account for ${email}.`);
  await turnOffMfa(user.id);
  const revoked = await revokeUserSessions({ userId: user.id });
  console.log(
    `Two-factor sign-in of ${user.email} turned off; they sign in with their password and can set it up again${revoked ? ` (${revoked} open session${revoked === 1 ? "" : "s"} signed out)` : ""}.`,
  );
}

async function list() {
  const admins = await listAdmins();
  if (admins.length === 0) console.log("No admin accounts yet.");
  for (const a of admins)
    console.log(
      `${a.email}\t${a.name}\t${a.role}\tsince ${a.createdAt.toISOString().slice(0, 10)}`,
    );
}

type Flags = { email?: string; name?: string; password?: string };

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      password: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  if (values.email) values.email = normalizeEmail(values.email);
  await getDb();
  switch (command) {
    case "create":
      await create(values);
      return 0;
    case "reset-password":
      await resetPassword(values);
      return 0;
    case "reset-mfa":
      await resetMfa(values);
      return 0;
    case "list":
      await list();
      return 0;
    default:
      throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (
      err instanceof UsageError ||
      (err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")
    ) {
      console.error((err as Error).message);
    } else {
      console.error("admin command failed:", err);
    }
    process.exit(1);
  },
);
