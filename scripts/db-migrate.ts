// `npm run db:migrate`: apply the committed migrations to DATABASE_URL or the embedded database.
import "./load-env.mjs";
import { openDatabase } from "../lib/db/client";

const handle = openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || ".data",
});
await handle.migrate();
await handle.close();
console.log("Migrations applied.");
