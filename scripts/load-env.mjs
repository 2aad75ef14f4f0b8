// Imported first by the command-line scripts (`npm run admin`, `db:*`): the .env files as Next
// reads them, so a script works on the database the server uses.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
