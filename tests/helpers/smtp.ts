// A real SMTP server (smtp-server) on a local port that keeps every message it receives, raw.
import { SMTPServer } from "smtp-server";

export async function startMailbox(port: number) {
  const mails: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, done) {
      const parts: Buffer[] = [];
      stream.on("data", (c: Buffer) => parts.push(c));
      stream.on("end", () => {
        mails.push(Buffer.concat(parts).toString("utf8"));
        done();
      });
    },
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return { mails, close: () => new Promise<void>((r) => server.close(() => r())) };
}
