import { chromium } from "@playwright/test";
import { SMTPServer } from "smtp-server";
const mails = [];
const smtp = new SMTPServer({ authOptional: true, disabledCommands: ["STARTTLS"], onData(s, _x, done) { const p = []; s.on("data", (c) => p.push(c)); s.on("end", () => { mails.push(Buffer.concat(p).toString()); done(); }); } });
await new Promise((r) => smtp.listen(3398, "127.0.0.1", r));
const B = "http://127.0.0.1:3301";
const j = (r) => r.json();
const { token } = await fetch(`${B}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json", origin: B }, body: JSON.stringify({ email: "o@e.test", password: "owner-passphrase-12345" }) }).then(j);
const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
const ev = await fetch(`${B}/api/admin/events`, { method: "POST", headers: auth, body: JSON.stringify({ title: "Free AI Clinic: Automate One Task", slug: "free-clinic", summary: "Bring one repetitive task; leave with a plan to automate it.", starts_at: "2027-02-10T18:00:00Z", ends_at: "2027-02-10T19:00:00Z", time_zone: "America/Chicago", meeting_url: "https://meet.example.com/x", status: "published", capacity: 1, questions: ["What would you like to automate?", "How many people on your team?"], tickets: [{ name: "Free seat", price_cents: 0, items: ["Live Q&A", "Recording afterwards"] }] }) }).then(j);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });
async function shot(name, url, width, fn) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 800 } });
  if (fn?.before) await fn.before(page);
  await page.goto(url);
  if (fn?.after) await fn.after(page);
  await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: !!fn?.full });
  await page.close();
}
const toTickets = { after: async (p) => { await p.locator("#tickets").scrollIntoViewIfNeeded(); await p.waitForTimeout(300); } };
for (const w of [390, 1280]) await shot("free-form", `${B}/events/free-clinic`, w, toTickets);
// bad input: invalid email with JS
{ const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${B}/events/free-clinic`);
  const t = page.locator("[data-ticket]");
  await t.getByLabel("Name").fill("A"); await t.getByLabel("Email").fill("a@b");
  await t.getByRole("button", { name: "Register free" }).click(); await page.waitForTimeout(800);
  await t.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/shots/bad-email-390.png" }); await page.close(); }
await fetch(`${B}/api/events/free-clinic/register`, { method: "POST", headers: { "content-type": "application/json", origin: B }, body: JSON.stringify({ name: "Maya Lopez", email: "maya@example.com", answers: ["Intake forms", "4"] }) });
for (const w of [390, 1280]) await shot("waitlist", `${B}/events/free-clinic`, w, toTickets);
await fetch(`${B}/api/events/free-clinic/register`, { method: "POST", headers: { "content-type": "application/json", origin: B, "x-forwarded-for": "1.2.3.4" }, body: JSON.stringify({ name: "Omar Haddad", email: "omar@example.com" }) });
for (let i = 0; i < 40 && !mails.some((m) => m.includes("maya@example.com") && m.includes("registered")); i++) await new Promise((r) => setTimeout(r, 500));
const m = mails.find((m) => m.includes("maya@example.com") && m.includes("registered")) ?? "";
const txt = m.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
const link = /https?:\/\/\S+\/cancel\?a=[^\s"<>]+/.exec(txt)?.[0] ?? "";
console.log("link", link);
for (const w of [390, 1280]) await shot("cancel", link.replace(/^https?:\/\/[^/]+/, B), w);
await shot("cancel-bad", `${B}/events/free-clinic/cancel?a=x&t=y`, 390);
const adminCookie = { before: async (p) => { const r = await p.request.post(`${B}/api/auth/login`, { data: { email: "o@e.test", password: "owner-passphrase-12345" }, headers: { origin: B } }); } };
for (const w of [390, 1280]) await shot("attendees", `${B}/admin/events/${ev.event.id}`, w, { ...adminCookie, after: async (p) => { await p.getByRole("region", { name: "Attendees" }).scrollIntoViewIfNeeded(); await p.waitForTimeout(300); } });
const list = await fetch(`${B}/api/admin/events/${ev.event.id}/attendees`, { headers: auth }).then(j);
const maya = list.attendees.find((a) => a.email === "maya@example.com");
for (const w of [390, 1280]) await shot("lead", `${B}/admin/leads/${maya.lead_id}`, w, { ...adminCookie, full: true });
await browser.close(); smtp.close();
