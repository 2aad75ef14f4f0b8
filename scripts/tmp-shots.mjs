import { chromium } from "playwright";
const base = "http://127.0.0.1:3300";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
const login = await page.request.post(`${base}/api/auth/login`, { data: { email: "owner@example.com", password: "Correct-horse-42!" } });
const { token } = await login.json();
const auth = { authorization: `Bearer ${token}` };
const created = await page.request.post(`${base}/api/admin/events`, { headers: auth, data: {
  title: "AI for Business, Part 2: Systems That Convert",
  summary: "Lead scoring, follow-up and CRM automations that turn interest into booked calls.",
  body_markdown: "## What we build live\n\n- A lead-scoring sheet your team can run today\n- Follow-up emails that write themselves\n\n## Who it is for\n\nOwners of small service businesses who lose leads between the first call and the quote.",
  starts_at: "2027-01-14T11:30", ends_at: "2027-01-14T12:30", time_zone: "America/Chicago",
  meeting_url: "https://meet.example.com/p2", capacity: 40, status: "published",
  hosts: [{ name: "Marcus Reyes", role: "Founder" }, { name: "Priya Shah", role: "Automation Lead" }],
  tickets: [{ name: "Standard Ticket", price_cents: 4995, items: ["Live access with Q&A", "Recording and templates"] }, { name: "VIP Bundle", price_cents: 9995, items: ["Everything in Standard", "A private 60-minute consultation"], payment_link: "https://buy.example.com/vip" }],
}});
const { event } = await created.json();
await page.goto(`${base}/admin`); // cookie from login request shares context
for (const [name, path, w] of [["admin-list", "/admin/events", 1280], ["admin-edit", `/admin/events/${event.id}`, 1280], ["admin-edit-phone", `/admin/events/${event.id}`, 390], ["events", "/events", 1280], ["events-phone", "/events", 390], ["event", `/events/${event.slug}`, 1280], ["event-phone", `/events/${event.slug}`, 390], ["workshop-past", "/events/ai-automation-workshop-austin", 1280]]) {
  await page.setViewportSize({ width: w, height: 900 });
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/shot/${name}.png`, fullPage: true });
}
await browser.close();
