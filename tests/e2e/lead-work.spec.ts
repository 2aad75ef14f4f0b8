// The owner works a lead from its page, on a server of its own that sends mail to a real SMTP
// server (smtp-server): an email from a template reaches the lead once, with Reply-To the owner,
// and the page shows it sent, in the history, with the lead moved to Contacted; the lead's answer,
// forwarded to the site, appears on the open page; a follow-up chosen on the page shows there and
// in the inbox.
import { startMailbox } from "../helpers/smtp";
import { expect, test } from "./fixtures";
import { type SecondServer, startSecondServer } from "./second-server";

const OWNER = { email: "owner@lead-work.e2e.test", password: "owner-passphrase-12345" };
const LEAD = { name: "Dana Whitfield", email: "dana@sunridge.example" };
const SMTP_PORT = 3202;
const INBOUND_TOKEN = "lead-work-inbound-token-0123456789";
let server: SecondServer;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mailbox = await startMailbox(SMTP_PORT);
  const port = 3201;
  server = await startSecondServer(port, {
    DATA_DIR: "memory://",
    SITE_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    NOTIFY_EMAIL: OWNER.email,
    INBOUND_EMAIL_TOKEN: INBOUND_TOKEN,
    BOOKING_URL: "https://calendar.example/sunridge/strategy-call",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

test("the owner emails a lead from its page and sees it sent, in the history", async ({
  page,
  request,
}) => {
  const contact = await request.post(`${server.url}/api/contact`, {
    data: {
      name: LEAD.name,
      email: LEAD.email,
      company: "Sunridge Dental",
      service: "ai-solutions",
      message: "We miss calls after 6 pm. Can a chatbot book appointments?",
    },
  });
  expect(contact.ok(), await contact.text()).toBe(true);

  await page.goto(`${server.url}/admin`);
  const form = page.getByRole("form", { name: "Admin login" });
  await form.getByLabel("Email", { exact: true }).fill(OWNER.email);
  await form.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: LEAD.name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: LEAD.name })).toBeVisible();

  const email = page.getByRole("region", { name: "Email Dana" });
  await email.getByLabel("Start from").selectOption({ label: "Book a call" });
  await expect(email.getByLabel("Subject")).toHaveValue("Let's find a time to talk");
  const message = email.getByLabel("Message");
  await expect(message).toHaveValue(/^Hi Dana,/);
  await expect(message).toHaveValue(/\/book\?name=Dana\+Whitfield&email=dana%40sunridge\.example/);
  await email.getByLabel("Subject").fill("A time to talk about your after-hours calls");
  await email.getByRole("button", { name: "Send email" }).click();

  const sent = email.getByRole("list", { name: "Emails sent" }).getByRole("listitem");
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText("A time to talk about your after-hours calls");
  // The outbox sends it just after the answer; the page shows it sent once read again.
  await expect(async () => {
    await page.reload();
    await expect(sent).toContainText("Sent", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("Contacted");
  const history = page.getByRole("list", { name: "History" });
  await expect(history).toContainText(
    "Sent an email: “A time to talk about your after-hours calls”",
  );
  await expect(history).toContainText("Status New → Contacted");

  const toLead = mailbox.mails.filter((m) => m.includes(`To: ${LEAD.email}`));
  expect(toLead).toHaveLength(1);
  expect(toLead[0]).toContain(`Reply-To: ${OWNER.email}`);
  expect(toLead[0]).toContain("Subject: A time to talk about your after-hours calls");

  // Dana answers; her mail provider forwards the answer to the site. The open page shows it
  // within 2 s, without the quoted email.
  const sentId = /^Message-ID: <([^>]+)>/im.exec(toLead[0] ?? "")?.[1];
  expect(sentId).toBeTruthy();
  const answer = [
    `From: ${LEAD.name} <${LEAD.email}>`,
    `To: ${OWNER.email}`,
    "Subject: Re: A time to talk about your after-hours calls",
    `Message-ID: <answer-${Date.now()}@sunridge.example>`,
    `In-Reply-To: <${sentId}>`,
    `References: <${sentId}>`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    "Thursday at 2 works for us.",
    "",
    `On Tue, Dec 1, 2026, ${OWNER.email} wrote:`,
    "> Hi Dana, would a call this week work?",
  ].join("\r\n");
  const forwarded = await request.post(`${server.url}/api/webhooks/inbound-email`, {
    headers: { authorization: `Bearer ${INBOUND_TOKEN}`, "content-type": "message/rfc822" },
    data: answer,
  });
  expect(await forwarded.json()).toEqual({ received: true, outcome: "stored" });
  const replies = email.getByRole("list", { name: "Replies" });
  await expect(replies).toContainText("Dana Whitfield replied by email", { timeout: 2_000 });
  await expect(replies).toContainText("Thursday at 2 works for us.");
  await expect(replies).not.toContainText("would a call this week work");
  await expect(page.getByRole("list", { name: "Conversation" })).toContainText(
    "Thursday at 2 works for us.",
  );

  // A follow-up for tomorrow: on the page, in the history, and on the lead's row in the inbox.
  const work = page.getByRole("region", { name: "Work this lead" });
  await work.getByRole("button", { name: "Tomorrow" }).click();
  await expect(work.getByText(/^due (Mon|Tue|Wed|Thu|Fri|Sat|Sun), /)).toBeVisible();
  await expect(history).toContainText("Follow-up set for");
  await page.getByRole("link", { name: "All leads" }).click();
  await expect(page.getByRole("row", { name: new RegExp(LEAD.name) })).toContainText(
    /Follow-up due (Mon|Tue|Wed|Thu|Fri|Sat|Sun), /,
  );
  await page.getByRole("combobox", { name: "Follow-up" }).selectOption({ label: "Due today" });
  await expect(page).toHaveURL(/due=today/);
  await expect(page.getByText("No chat summaries found")).toBeVisible();
});

test("the owner adds a referral by hand, with its value and a note; a known email joins its lead", async ({
  page,
}) => {
  await page.goto(`${server.url}/admin`);
  const form = page.getByRole("form", { name: "Admin login" });
  await form.getByLabel("Email", { exact: true }).fill(OWNER.email);
  await form.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await form.getByRole("button", { name: "Sign in" }).click();

  await page.getByRole("link", { name: "New lead" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New lead" })).toBeFocused();
  const add = page.getByRole("form", { name: "New lead" });
  await add.getByLabel("Name").fill("Priya Raman");
  // No way to reach her yet: the server says what is missing.
  await add.getByRole("button", { name: "Add lead" }).click();
  await expect(add.getByRole("alert")).toContainText("email or phone is required");
  await add.getByLabel("Phone").fill("+1 512 555 0142");
  await add.getByLabel("Company").fill("Raman Orthodontics");
  await add.getByLabel("Where you met").selectOption({ label: "Referral" });
  await add.getByLabel("Deal value (USD, optional)").fill("4,500");
  await add.getByLabel("Note (optional)").fill("Referred by Tom at the chamber breakfast.");
  await add.getByRole("button", { name: "Add lead" }).click();

  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Priya Raman" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText("Referral");
  await expect(main).toContainText("$4,500");
  await expect(main).toContainText("Referred by Tom at the chamber breakfast.");
  const history = page.getByRole("list", { name: "History" });
  await expect(history).toContainText("Added by hand (Referral)");

  // The deal grows: saved from the page, into the history.
  const deal = page.getByRole("form", { name: "Deal" });
  await expect(deal.getByLabel("Value (USD)")).toHaveValue("4500");
  await deal.getByLabel("Value (USD)").fill("5,250");
  await deal.getByLabel("Expected to close").fill("2027-01-29");
  await deal.getByRole("button", { name: "Save deal" }).click();
  await expect(history).toContainText("Deal value $4,500 → $5,250");
  await expect(history).toContainText("Expected to close");
  await expect(main).toContainText("$5,250");

  // In the inbox, filtered by where the lead came from.
  await page.getByRole("link", { name: "All leads" }).click();
  await expect(page.getByRole("row", { name: /Priya Raman/ })).toContainText("Referral");

  // Dana already has a lead (from the contact form): adding her again adds to it.
  await page.getByRole("link", { name: "New lead" }).click();
  await add.getByLabel("Name").fill("Dana W.");
  await add.getByLabel("Email").fill(LEAD.email.toUpperCase());
  await add.getByLabel("Where you met").selectOption({ label: "Phone call" });
  await add.getByLabel("Note (optional)").fill("Called back about the booking bot.");
  await add.getByRole("button", { name: "Add lead" }).click();
  await expect(page.getByText("Added to their existing lead")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: LEAD.name })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Called back about the booking bot.");

  // Priya's deal is the open pipeline, weighted at New's 10 %.
  await page.goto(`${server.url}/admin/overview`);
  const pipeline = page.getByRole("region", { name: "Pipeline" });
  await expect(pipeline.getByRole("definition").first()).toHaveText("$5,250");
  await expect(pipeline).toContainText("1 deal, $525 weighted");
});

test("the owner imports a HubSpot export: the preview, a column changed, then the report", async ({
  page,
}) => {
  await page.goto(`${server.url}/admin`);
  const form = page.getByRole("form", { name: "Admin login" });
  await form.getByLabel("Email", { exact: true }).fill(OWNER.email);
  await form.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await form.getByRole("button", { name: "Sign in" }).click();

  await page.getByRole("link", { name: "Import" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import leads" })).toBeFocused();
  const csv = [
    "\uFEFFRecord ID,First Name,Last Name,Email,Phone Number,Company Name,Job Title,Notes",
    '201,Lena,Ortiz,lena@ortiz.example,,"Ortiz, Lopez & Co",Partner,Wants an intake bot',
    `202,Dana,Whitfield,${LEAD.email},,Sunridge,,Met again at the expo`,
    "203,No,Contact,,,,,",
  ].join("\r\n");
  await page.getByLabel("CSV file").setInputFiles({
    name: "hubspot-contacts.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  const preview = page.getByRole("region", { name: "2. Check how it was read" });
  await expect(preview.getByLabel("First name")).toHaveValue("First Name");
  await expect(preview.getByLabel("Company")).toHaveValue("Company Name");
  await expect(preview.getByRole("row", { name: /Lena Ortiz/ })).toContainText("Ortiz, Lopez & Co");
  await expect(preview).toContainText(
    "1 new lead will be added, 1 row will add to a lead you have, 1 row can't be imported.",
  );
  await expect(preview).toContainText("Line 4: no email or phone");

  // The job title is what this owner keeps as notes.
  await preview.getByLabel("Notes").selectOption("Job Title");
  await expect(preview.getByLabel("Notes")).toHaveValue("Job Title");
  await preview.getByRole("button", { name: "Import 2 leads" }).click();
  await expect(page.getByRole("region", { name: "Import finished" })).toContainText(
    "1 new lead added, 1 row added to a lead you had, 1 row skipped",
  );

  await page.getByRole("link", { name: "See the leads" }).click();
  const row = page.getByRole("row", { name: /Lena Ortiz/ });
  await expect(row).toContainText("Imported");
  await row.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Lena Ortiz" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Partner");
  await expect(page.getByRole("list", { name: "History" })).toContainText(
    "Arrived from a CSV import",
  );
});

test("the owner moves a card on the board with the keyboard, and with its Move to menu", async ({
  page,
}) => {
  await page.goto(`${server.url}/admin`);
  const form = page.getByRole("form", { name: "Admin login" });
  await form.getByLabel("Email", { exact: true }).fill(OWNER.email);
  await form.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Pipeline" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Pipeline" })).toBeVisible();

  const column = (status: string) => page.getByRole("region", { name: status, exact: true });
  // Priya, added by hand with her deal (the test before), waits in New.
  await expect(column("New").getByRole("article", { name: "Priya Raman" })).toContainText("$5,250");
  await expect(column("New")).toContainText("$5,250");

  // Space picks the card up, the right arrow carries it one column on, Space drops it.
  // Each step waits for what a screen reader is told, as a person would wait to hear it.
  await page.getByRole("button", { name: "Drag Priya Raman" }).focus();
  await page.keyboard.press("Space");
  await expect(
    page.getByText(/^(Picked up Priya Raman\.|Priya Raman is over New\.)$/),
  ).toBeAttached();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("Priya Raman is over Contacted.")).toBeAttached();
  await page.keyboard.press("Space");
  await expect(column("Contacted").getByRole("article", { name: "Priya Raman" })).toBeVisible();
  await expect(page.getByText("Priya Raman moved to Contacted")).toBeVisible();

  // Saved: the board drawn again shows it where it was dropped; then the menu moves it on.
  await page.reload();
  const card = column("Contacted").getByRole("article", { name: "Priya Raman" });
  await expect(card).toBeVisible();
  await card.getByLabel("Move Priya Raman to").selectOption("Qualified");
  await expect(column("Qualified").getByRole("article", { name: "Priya Raman" })).toBeVisible();
  await page.reload();
  await expect(column("Qualified").getByRole("article", { name: "Priya Raman" })).toBeVisible();
  await expect(column("Qualified")).toContainText("1 lead · $5,250");

  // Given to the owner from the card; the initials stay after a reload.
  const qualified = column("Qualified").getByRole("article", { name: "Priya Raman" });
  await qualified.getByLabel("Assign Priya Raman to").selectOption({ label: "Owner" });
  await expect(page.getByText("Priya Raman assigned to Owner")).toBeVisible();
  await page.reload();
  await expect(qualified).toContainText("Assigned to Owner");
  await expect(qualified).toContainText("OW");
});

test("the owner works through the go-live checklist: a calendar set is done, backups confirmed, an item dismissed with a reason", async ({
  page,
}) => {
  // Twelve pieces of proof are kept one by one at the end.
  test.setTimeout(60_000);
  await page.goto(`${server.url}/admin`);
  const form = page.getByRole("form", { name: "Admin login" });
  await form.getByLabel("Email", { exact: true }).fill(OWNER.email);
  await form.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  const checklist = page.getByRole("region", { name: "Before you go live" });
  const todo = checklist.getByRole("list", { name: "Still to do" });
  const done = checklist.getByRole("list", { name: "Done" });
  const doneItem = (title: string) => done.getByRole("listitem").filter({ hasText: title });
  // BOOKING_URL and mail are set on this server: those two are done by themselves.
  await expect(todo).not.toContainText("Your booking link");
  await checklist.getByText(/^Done \(\d+\)$/).click();
  await expect(done).toContainText("Your booking link");
  await expect(done).toContainText("Email");

  // Each item opens to say what to do.
  await todo.getByText("Backups", { exact: true }).click();
  await todo.getByRole("button", { name: "It's done: Backups" }).click();
  await expect(doneItem("Backups")).toContainText("confirmed by Owner");
  await todo.getByText("The site's address, over https", { exact: true }).click();
  await todo.getByRole("button", { name: "Doesn't apply: The site's address, over https" }).click();
  const reason = todo.getByLabel("Why it does not apply");
  await reason.fill("A staging copy: the live site has its own address");
  await todo.getByRole("button", { name: "Dismiss" }).click();
  await expect(doneItem("The site's address, over https")).toContainText(
    "dismissed by Owner: “A staging copy: the live site has its own address”",
  );
  await page.reload();
  await checklist.getByText(/^Done \(\d+\)$/).click();
  await expect(doneItem("Backups")).toContainText("confirmed by Owner");
  await expect(todo).not.toContainText("The site's address, over https");
  // Opened again, it is back on the list.
  await done.getByRole("button", { name: "Open again: Backups" }).click();
  await expect(todo).toContainText("Backups");

  // The demo's proof, kept piece by piece as the owner's own, closes its item by itself.
  await todo.getByText("The demo figures, testimonials and team", { exact: true }).click();
  await todo.getByRole("link", { name: "Open Proof" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Proof" })).toBeVisible();
  const keep = page.getByRole("button", { name: "It's ours: keep it" });
  for (let left = await keep.count(); left > 0; left -= 1) {
    await keep.first().click();
    await expect(keep).toHaveCount(left - 1);
  }
  await expect(page.getByText("Every figure, testimonial and team member is yours.")).toBeVisible();
  await page.goto(`${server.url}/admin`);
  await checklist.getByText(/^Done \(\d+\)$/).click();
  await expect(done).toContainText("The demo figures, testimonials and team");
  await expect(todo).not.toContainText("The demo figures, testimonials and team");
});

test("a free event with one seat: a visitor registers, a second waits, the first gives the seat back from the mail, the second is in and marked there", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const slug = `ai-clinic-${Date.now().toString(36)}`;
  const year = new Date().getFullYear() + 1;
  await page.goto(`${server.url}/admin`);
  const form = page.getByRole("form", { name: "Admin login" });
  await form.getByLabel("Email", { exact: true }).fill(OWNER.email);
  await form.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: "Events", exact: true }).click();
  await page.getByRole("link", { name: "New event" }).click();
  await page.getByLabel("Title").fill("Free AI Clinic");
  await page.getByLabel("Address").fill(slug);
  await page.getByLabel("Summary").fill("Bring one task; leave with a plan to automate it.");
  await page.getByLabel("Starts").fill(`${year}-02-10T12:00`);
  await page.getByLabel("Ends").fill(`${year}-02-10T13:00`);
  await page.getByLabel("Time zone").selectOption("America/Chicago");
  await page.getByLabel("Meeting link").fill("https://meet.example.com/free-clinic");
  await page.getByLabel("Capacity").fill("1");
  await page.getByLabel("Registration questions").fill("What would you like to automate?");
  await page.getByRole("button", { name: "Add a ticket" }).click();
  await page.getByLabel("Ticket name").fill("Free seat");
  await page.getByLabel("Price").fill("0");
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: /^(Save|Create)/ }).click();
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);
  const eventPage = page.url();

  // Two visitors, each in a browser of their own.
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}/events/${slug}`);
  const ticket = visitor.locator('[data-ticket="free-seat"]');
  await expect(ticket).toContainText("Free");
  await ticket.getByLabel("Name").fill("Maya Lopez");
  await ticket.getByLabel("Email").fill("maya@lopez-law.example");
  await ticket.getByLabel("What would you like to automate?").fill("Client intake forms");
  await ticket.getByRole("button", { name: "Register free" }).click();
  await expect(ticket.getByRole("status")).toContainText("Check your inbox");

  const second = await browser.newPage();
  await second.goto(`${server.url}/events/${slug}`);
  await expect(second.locator("[data-ticket]")).toContainText("Full");
  const waitlist = second.locator("form").filter({ hasText: "Full — join the waitlist" });
  await waitlist.getByLabel("Name").fill("Omar Haddad");
  await waitlist.getByLabel("Email").fill("omar@haddad-cpa.example");
  await waitlist.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(second.getByRole("status")).toContainText("Check your inbox");

  // The first one can't make it: the mail's link opens a page whose button gives the seat back.
  const confirmation = await mailTo("maya@lopez-law.example", /You're registered/);
  expect(confirmation).toContain("text/calendar");
  const link = /https?:\/\/\S+\/cancel\?a=[^\s"<>]+/.exec(confirmation)?.[0] ?? "";
  expect(link).toContain(`/events/${slug}/cancel`);
  await visitor.goto(link);
  await visitor.getByRole("button", { name: "Give my seat back" }).click();
  await expect(visitor.getByText("your seat is free for someone else")).toBeVisible();
  const youreIn = await mailTo("omar@haddad-cpa.example", /You're in/);
  expect(youreIn).toContain("text/calendar");

  // The owner sees both states and marks the second as there; the lead's page says so.
  await page.goto(eventPage);
  const attendees = page.getByRole("region", { name: "Attendees" });
  const row = (who: string) => attendees.getByRole("row").filter({ hasText: who });
  await expect(row("Maya Lopez")).toContainText("Cancelled");
  await expect(row("Omar Haddad")).toContainText("Registered");
  await attendees.getByRole("checkbox", { name: "Omar Haddad was there" }).check();
  await expect(row("Omar Haddad")).toContainText("Attended");
  await page.reload();
  await expect(row("Omar Haddad")).toContainText("Attended");
  await row("Omar Haddad").getByRole("link", { name: "Omar Haddad" }).click();
  const events = page.getByRole("list", { name: "Events" });
  await expect(events).toContainText("Free AI Clinic");
  await expect(events).toContainText("Registered · Attended");
  await visitor.close();
  await second.close();
});

const unfold = (mail: string) =>
  mail
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
/** The first mail to this address whose subject matches, as written (quoted-printable undone). */
async function mailTo(email: string, subject: RegExp) {
  let found = "";
  await expect
    .poll(
      () => {
        found = mailbox.mails.map(unfold).find((m) => m.includes(email) && subject.test(m)) ?? "";
        return found !== "";
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}
