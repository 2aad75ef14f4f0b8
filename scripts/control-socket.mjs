// How `npm run db:backup` gets the embedded database from the running server (PGlite allows one
// process per folder): a 0600 Unix socket beside DATA_DIR, since PGlite's copy takes every file in it.
import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import path from "node:path";

// Set by lib/db/client.ts once the embedded database is open.
const DUMP_DATABASE = Symbol.for("site.dumpDatabase");
/** Unix socket paths are limited to about 107 bytes. */
const MAX_SOCKET_PATH = 100;

/** Where the control socket of the server using `dataDir` lives. */
export const controlSocketPath = (dataDir) => `${path.resolve(dataDir)}.sock`;

/**
 * Listens on the data folder's control socket. Returns a function that closes it, or null when
 * the folder's path is too long for a socket (backups then need the server stopped).
 * @param {{ dataDir: string, log: { warn: Function, error: Function } }} options
 */
export function serveControlSocket({ dataDir, log }) {
  const file = controlSocketPath(dataDir);
  if (file.length > MAX_SOCKET_PATH) {
    log.warn(
      { file },
      "DATA_DIR's path is too long for a control socket: stop the server to back up",
    );
    return null;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  // Left behind by a server that crashed: nothing listens on it any more.
  rmSync(file, { force: true });
  const server = createServer((socket) => {
    socket.once("data", async (request) => {
      const reply = (header, body) => {
        socket.write(`${JSON.stringify(header)}\n`);
        socket.end(body);
      };
      if (request.toString().trim() !== "dump")
        return reply({ ok: false, error: "unknown request" });
      const dump = globalThis[DUMP_DATABASE];
      if (typeof dump !== "function") {
        return reply({ ok: false, error: "the server is still starting: try again in a moment" });
      }
      try {
        const bytes = await dump();
        reply({ ok: true, bytes: bytes.byteLength }, bytes);
      } catch (err) {
        log.error({ err }, "database dump failed");
        reply({ ok: false, error: `the database could not be copied: ${err.message}` });
      }
    });
    socket.on("error", () => {});
  });
  server.listen(file, () => chmodSync(file, 0o600));
  server.on("error", (err) =>
    log.warn({ err, file }, "no control socket beside DATA_DIR: stop the server to back up"),
  );
  return () => {
    server.close();
    rmSync(file, { force: true });
  };
}

/**
 * Asks the server on `dataDir` for its database. Resolves to the dump's bytes, or to null when
 * no server listens there; rejects with the server's reason when it could not make one.
 * @param {string} dataDir
 * @returns {Promise<Buffer | null>}
 */
export function requestDump(dataDir) {
  return new Promise((resolve, reject) => {
    const socket = connect(controlSocketPath(dataDir));
    const chunks = [];
    socket.on("connect", () => socket.write("dump\n"));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (err) => {
      if (err.code === "ENOENT" || err.code === "ECONNREFUSED") resolve(null);
      else reject(err);
    });
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      let header;
      try {
        header = JSON.parse(all.subarray(0, newline).toString("utf8"));
      } catch {
        return reject(new Error("the server's answer could not be read"));
      }
      if (!header.ok) return reject(new Error(header.error));
      const body = all.subarray(newline + 1);
      if (body.byteLength !== header.bytes) {
        return reject(new Error("the server's copy of the database arrived incomplete"));
      }
      resolve(body);
    });
  });
}

/** True when a server is listening on `dataDir`'s control socket. */
export function serverRunsOn(dataDir) {
  return new Promise((resolve) => {
    const socket = connect(controlSocketPath(dataDir));
    socket.on("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}
