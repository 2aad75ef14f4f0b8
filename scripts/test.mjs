// `npm test`: lint, type-check, unit and integration tests, a production build and browser tests;
// with TEST_DATABASE_URL (and TEST_REDIS_URL) the integration tests also run on PostgreSQL.
import { existsSync, readdirSync, rmSync } from "node:fs";
import {
  beside,
  bin,
  check,
  env,
  playwright,
  playwrightBeside,
  run,
  summariseAndExit,
  vitest,
  vitestBeside,
} from "./test-runs.mjs";

/** A fresh database for the browser tests on PostgreSQL (TEST_DATABASE_URL's name + "_e2e"), as
 * the integration tests leave theirs holding data (an admin, say). */
async function freshDatabase(url) {
  const { default: pg } = await import("pg");
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}_e2e`;
  const server = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).href,
  });
  try {
    await server.connect();
    await server.query(`drop database if exists "${name}" with (force)`);
    await server.query(`create database "${name}"`);
    target.pathname = `/${name}`;
    return target.href;
  } catch (err) {
    console.error(`Could not make the database ${name}:`, err.message);
    return null;
  } finally {
    await server.end().catch(() => {});
  }
}

function ensureDependencies() {
  if (existsSync(bin("next")) && existsSync(bin("playwright"))) return;
  if (!run("npm", ["install", "--no-audit", "--no-fund"])) {
    console.error("npm install failed");
    process.exit(1);
  }
}

// Debian's headless shell (the browser without its window code): the browser tests ran about a
// fifth faster on it than on the full chromium package, on this machine kind.
const chromiumPath = env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
env.CHROMIUM_PATH = chromiumPath;

function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  const pkg = chromiumPath.endsWith("headless-shell") ? "chromium-headless-shell" : "chromium";
  console.log(`${chromiumPath} is missing: installing Debian's ${pkg} package…`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (...args) =>
    run(sudo[0] ?? "apt-get", sudo.length ? ["apt-get", ...args] : args, {
      DEBIAN_FRONTEND: "noninteractive",
    });
  return (
    apt("update", "-qq") &&
    apt("install", "-y", "-qq", "--no-install-recommends", pkg, "fonts-liberation") &&
    existsSync(chromiumPath)
  );
}

ensureDependencies();
const chromiumReady = ensureChromium();

check("lint", run(bin("biome"), ["check", "."]));
check("typecheck", run(bin("tsc"), ["--noEmit"]));

// The browser tests serve this build on 127.0.0.1:3100 (playwright.config.ts); static pages
// carry their canonical origin from build time. It is made with a demo video configured (the
// hero's play button); the last run serves it without one.
const e2eOrigin = `http://127.0.0.1:${env.E2E_PORT ?? 3100}`;
const firstBuild = { SITE_URL: e2eOrigin, DEMO_VIDEO_ID: "e2e-demo-video" };
// Built beside the unit and integration tests, which run one file at a time and leave a core
// mostly idle; its output is printed once it is done.
const building = beside("build", bin("next"), ["build"], firstBuild);

// The PostgreSQL pass beside PGlite's: its own fakes' ports (tests/helpers/ports.ts), its own
// database and Redis.
const onPostgres = env.TEST_DATABASE_URL
  ? vitestBeside(
      "integration-postgres",
      ["--project", "integration", "--project", "integration-isolated"],
      {
        DATABASE_URL: env.TEST_DATABASE_URL,
        // Only the files where the driver matters: PGlite's run covers the rest (vitest.config.ts).
        DRIVER_TESTS_ONLY: "1",
        TEST_PORT_OFFSET: "100",
        ...(env.TEST_REDIS_URL ? { REDIS_URL: env.TEST_REDIS_URL } : {}),
      },
    )
  : null;
vitest("unit+integration", []);
await onPostgres?.();

// Browser tests that mostly wait for a clock (a step-up window, a scheduled minute), each on
// servers of its own: they run beside the rest, on other ports.
const WAITING = ["admin-roles.spec.ts", "next-start-jobs.spec.ts", "studio-schedule.spec.ts"];
// Specs that put the machine under load themselves (two instances stopped under 32 visitors):
// beside the other runs their timeouts meet the others' load, so they run last, alone.
const ALONE = ["stop-under-load.spec.ts"];
// The rest in two halves of about equal time (the slowest files are printed at the end), each
// with its own server, fakes and data: this half runs beside the other.
const SECOND_HALF = [
  "accessibility.spec.ts",
  "chat.spec.ts",
  "events.spec.ts",
  "inbox.spec.ts",
  "overview-privacy.spec.ts",
  "proof.spec.ts",
  "routes.spec.ts",
  "service.spec.ts",
  "studio.spec.ts",
  "workshop.spec.ts",
];
const specs = readdirSync("tests/e2e")
  .filter((f) => f.endsWith(".spec.ts"))
  .sort();
const ports = (site, fakes) => ({
  E2E_PORT: String(site),
  E2E_GEMINI_PORT: String(fakes),
  E2E_WEBHOOK_PORT: String(fakes + 1),
  E2E_PUSH_PORT: String(fakes + 2),
});

const built = await building();
check("build", built);
if (built && chromiumReady) {
  for (const dir of [".data-e2e", ".data-e2e-waiting", ".data-e2e-second"])
    rmSync(dir, { recursive: true, force: true });
  const beside = [
    playwrightBeside(
      "e2e-waiting",
      WAITING.map((f) => `tests/e2e/${f}`),
      { ...firstBuild, ...ports(3200, 9922), E2E_DATA_DIR: ".data-e2e-waiting" },
    ),
  ];
  // The lead fault tests once more, with the site on PostgreSQL instead of the embedded database.
  if (env.TEST_DATABASE_URL) {
    const url = await freshDatabase(env.TEST_DATABASE_URL);
    if (url)
      beside.push(
        playwrightBeside("e2e-postgres", ["tests/e2e/chat-leads.spec.ts"], {
          ...firstBuild,
          ...ports(3300, 9942),
          E2E_DATABASE_URL: url,
        }),
      );
    else check("e2e-postgres (its database)", false);
  }
  beside.push(
    playwrightBeside(
      "e2e-second-half",
      SECOND_HALF.map((f) => `tests/e2e/${f}`),
      { ...firstBuild, ...ports(3400, 9962), E2E_DATA_DIR: ".data-e2e-second" },
    ),
  );
  playwright(
    "e2e",
    specs
      .filter((f) => !WAITING.includes(f) && !SECOND_HALF.includes(f) && !ALONE.includes(f))
      .map((f) => `tests/e2e/${f}`),
    firstBuild,
  );
  for (const finish of beside) await finish();
  playwright(
    "e2e-alone",
    ALONE.map((f) => `tests/e2e/${f}`),
    firstBuild,
  );
  for (const dir of [".data-e2e", ".data-e2e-waiting", ".data-e2e-second"])
    rmSync(dir, { recursive: true, force: true });

  // The same build served again with test Stripe settings (read at run time by the workshop
  // page; the provider's script is intercepted) and no demo video: the server makes the pages
  // that show it again on its first request, as after any change of configuration.
  const stripe = {
    SITE_URL: e2eOrigin,
    STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
    STRIPE_BUY_BUTTON_STANDARD: "buy_btn_e2e_standard",
    STRIPE_BUY_BUTTON_VIP: "buy_btn_e2e_vip",
    E2E_DATA_DIR: ".data-e2e-stripe",
  };
  // Only the tests that the first run skipped: the rest behave the same on both.
  playwright(
    "e2e-stripe",
    [
      "tests/e2e/workshop.spec.ts",
      "tests/e2e/home.spec.ts",
      "--grep",
      "tickets with checkout configured|without a demo video",
    ],
    stripe,
  );
  rmSync(".data-e2e-stripe", { recursive: true, force: true });
} else {
  check("e2e", false);
  if (!chromiumReady)
    console.error(`Browser tests need Chromium at ${chromiumPath} (CHROMIUM_PATH).`);
}
// Test builds carry test origins and keys, and take room: none is left behind.
rmSync(".next-test", { recursive: true, force: true });

summariseAndExit();
