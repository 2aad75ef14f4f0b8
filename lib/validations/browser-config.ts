// Imported first by browser code that parses with zod: under the site's Content-Security-Policy
// (no eval), zod must not even probe `new Function`, or the browser reports a violation.
import { config } from "zod/mini";

config({ jitless: true });
