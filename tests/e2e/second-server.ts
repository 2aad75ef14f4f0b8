// The production server (as `npm start` runs it) started by a test on its own port with its own
// settings, beside the one every other test uses.
import { type ChildProcess, spawn } from "node:child_process";

export type SecondServer = {
  url: string;
  child: ChildProcess;
  /** What it printed so far, stdout and stderr together. */
  output: () => string;
  /** Sends SIGTERM and waits for the process to end; answers its exit code. */
  stop: () => Promise<number | null>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

export function spawnServer(port: number, env: Record<string, string>): SecondServer {
  const child = spawn("node", ["scripts/server.mjs"], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout?.on("data", (c: Buffer) => {
    printed += c.toString("utf8");
  });
  child.stderr?.on("data", (c: Buffer) => {
    printed += c.toString("utf8");
  });
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    child.once("exit", (code) => resolve(code));
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    const timeout = new Promise<null>((r) => setTimeout(() => r(null), 20_000));
    const code = await Promise.race([exited, timeout]);
    if (child.exitCode === null) child.kill("SIGKILL");
    return code;
  };
  return { url: `http://127.0.0.1:${port}`, child, output: () => printed, stop, exited };
}

/** Starts a server and waits until it answers its home page: up to 100 s, as a start beside two
 * other browser runs on two cores has taken over a minute. */
export async function startSecondServer(
  port: number,
  env: Record<string, string>,
): Promise<SecondServer> {
  const server = spawnServer(port, env);
  for (let i = 0; i < 200 && server.child.exitCode === null; i++) {
    try {
      if ((await fetch(`${server.url}/`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  await server.stop();
  throw new Error(`the server on port ${port} did not start:\n${server.output()}`);
}
