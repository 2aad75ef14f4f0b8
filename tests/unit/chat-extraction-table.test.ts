// Eighty-odd messages as visitors really type them, and what the assistant should pick up from
// each (spec §5). Blank means nothing should be found.
import { describe, expect, it } from "vitest";
import { emptyContact, extractContactInfo } from "@/lib/chat/extraction";

type Row = [message: string, name: string, email: string, phone: string, company: string];

const rows: Row[] = [
  // Names after explicit phrases, any case, stored in title case.
  ["i'm john smith", "John Smith", "", "", ""],
  ["this is sarah lee", "Sarah Lee", "", "", ""],
  ["My name is Will Smith", "Will Smith", "", "", ""],
  ["My name is Austin Miller", "Austin Miller", "", "", ""],
  ["my name is grace hopper", "Grace Hopper", "", "", ""],
  ["Hi! I'm Maria Gonzalez", "Maria Gonzalez", "", "", ""],
  ["hey, I am mark o'neil", "Mark O'Neil", "", "", ""],
  ["call me Bill Evans", "Bill Evans", "", "", ""],
  ["name's jo-anne price", "Jo-Anne Price", "", "", ""],
  ["This is Priya Natarajan from Lakeline Dental", "Priya Natarajan", "", "", "Lakeline Dental"],
  ["Dana Whitfield here, we need a chatbot", "Dana Whitfield", "", "", ""],
  ["Mary Jo Lee, office manager", "Mary Jo Lee", "", "", ""],
  ["it's May Chen, following up", "May Chen", "", "", ""],
  ["my name is ann marie van dyke", "Ann Marie Van Dyke", "", "", ""],
  // Five words or more are no name: none is stored, rather than the first four (spec §5).
  ["My name is Ann Marie Van Der Berg", "", "", "", ""],
  ["i'm john paul george ringo starr", "", "", "", ""],
  ["Ann Marie Van Der Berg here", "", "", "", ""],
  ["My name is Christopher Alexander Montgomery Wellington Smith", "", "", "", ""],
  ["this is Ann Marie Van Der Berg, ann@vdb.example", "", "ann@vdb.example", "", ""],
  // Not names.
  ["I'm looking for help with our CRM", "", "", "", ""],
  ["i'm interested in a chatbot", "", "", "", ""],
  ["this is great stuff", "", "", "", ""],
  ["I am super busy today", "", "", "", ""],
  ["Hello There", "", "", "", ""],
  ["Good Morning!", "", "", "", ""],
  ["Thanks so much", "", "", "", ""],
  ["I'm the owner", "", "", "", ""],
  ["I'm not sure yet", "", "", "", ""],
  ["AI Automation sounds great", "", "", "", ""],
  ["What does it cost?", "", "", "", ""],
  // Emails.
  ["you can reach me at ann@firm.com", "", "ann@firm.com", "", ""],
  ["I'm Ann, ann@firm.com", "", "ann@firm.com", "", ""],
  ["Email: Dana.Lee+leads@Sunridge-Dental.com", "", "dana.lee+leads@sunridge-dental.com", "", ""],
  ["my email is bob@smith.co.uk thanks", "", "bob@smith.co.uk", "", ""],
  ["first a@b.co then c@d.io", "", "a@b.co", "", ""],
  ["ping me @jdoe on X", "", "", "", ""],
  // Phones, with and without the country code.
  ["call me at 1-512-555-0142", "", "", "1-512-555-0142", ""],
  ["+1-512-555-0142 is my cell", "", "", "+1-512-555-0142", ""],
  ["15125550142", "", "", "15125550142", ""],
  ["+1 (512) 555-0142", "", "", "+1 (512) 555-0142", ""],
  ["1.512.555.0142 works", "", "", "1.512.555.0142", ""],
  ["(512) 555-0142", "", "", "(512) 555-0142", ""],
  ["512-555-0142", "", "", "512-555-0142", ""],
  ["512 555 0142 after 5pm", "", "", "512 555 0142", ""],
  ["office 555-0142", "", "", "555-0142", ""],
  ["we have 12 staff and 3 offices", "", "", "", ""],
  ["budget is $5,000 for 2026", "", "", "", ""],
  ["order number 123456789012345", "", "", "", ""],
  ["25125550142", "", "", "", ""],
  // Companies after strong phrases keep "and", "&" and lower-case words to the clause's end.
  ["I work at Johnson and Johnson", "", "", "", "Johnson and Johnson"],
  ["I work for Smith & Sons Plumbing", "", "", "", "Smith & Sons Plumbing"],
  ["our company is the little bakery on 5th", "", "", "", "the little bakery on 5th"],
  ["company: bright smile studio", "", "", "", "bright smile studio"],
  ["Business: Hill Country Roofing, we do residential", "", "", "", "Hill Country Roofing"],
  ["I work at Red Oak Outfitters but we need help", "", "", "", "Red Oak Outfitters"],
  ["I work at Acme Dental in Round Rock", "", "", "", "Acme Dental"],
  ["startup: Loop Labs", "", "", "", "Loop Labs"],
  // Companies after self-introductions and before proper names.
  ["I'm from acme dental", "", "", "", "acme dental"],
  ["we're with cedar bend realty", "", "", "", "cedar bend realty"],
  ["Hi, I'm Carlos from Hill Country HVAC", "", "", "", "Hill Country HVAC"],
  ["I'm the owner at Lakeway Fitness", "", "", "", "Lakeway Fitness"],
  ["We're a clinic with Barton Creek Physio", "", "", "", "Barton Creek Physio"],
  ["greetings from Procter & Gamble", "", "", "", "Procter & Gamble"],
  ["I'm from Texas", "", "", "", ""],
  ["I'm from the marketing team", "", "", "", ""],
  ["I need help with marketing", "", "", "", ""],
  ["questions about AI at the moment", "", "", "", ""],
  ["from what I read, you build chatbots", "", "", "", ""],
  // An email address names no company, wherever it follows "at" or "with".
  ["Contact me at Mike.Jones@gmail.com", "", "mike.jones@gmail.com", "", ""],
  ["reach me at Sales@AcmeDental.com please", "", "sales@acmedental.com", "", ""],
  ["I'm at Priya.N@lakeline.example most days", "", "priya.n@lakeline.example", "", ""],
  [
    "write to me at J.Smith@Smith-Sons.com or call 512-555-0101",
    "",
    "j.smith@smith-sons.com",
    "512-555-0101",
    "",
  ],
  ["with Dana.Lee@sunridge.example in copy", "", "dana.lee@sunridge.example", "", ""],
  ["Email me at Bob@Bakery.co and I work at Bob's Bakery", "", "bob@bakery.co", "", "Bob's Bakery"],
  ["our site is at www.RedOak.example", "", "", "", ""],
  // Names in any script's letters.
  ["Hola, soy nueva. My name is María López", "María López", "", "", ""],
  ["i'm josé álvarez from Taquería El Sol", "José Álvarez", "", "", "Taquería El Sol"],
  ["This is Zoë Ngô", "Zoë Ngô", "", "", ""],
  ["call me renée o’brien", "Renée O’Brien", "", "", ""],
  ["Björn Ek here, from Nordic Pools", "Björn Ek", "", "", "Nordic Pools"],
  ["my name is ana-lucía peña", "Ana-Lucía Peña", "", "", ""],
  ["François Dubois, owner of a café", "François Dubois", "", "", ""],
  ["I work at Café Olé", "", "", "", "Café Olé"],
  ["I'm Łukasz Wójcik, lukasz@wojcik.example", "Łukasz Wójcik", "lukasz@wojcik.example", "", ""],
  // Still nothing where nothing is said.
  ["Is it possible to get a demo at some point?", "", "", "", ""],
  ["¿Hablan español?", "", "", "", ""],
  ["Thanks! Talk soon", "", "", "", ""],
  ["We're based at the Domain, near the mall", "", "", "", ""],
  // Everything at once.
  [
    "Hi, I'm Dana Whitfield from Sunridge Dental, dana@sunridge.example or 512-555-0142",
    "Dana Whitfield",
    "dana@sunridge.example",
    "512-555-0142",
    "Sunridge Dental",
  ],
  [
    "this is tom baker, i work at baker and daughters bakery. 1 (737) 555-0199",
    "Tom Baker",
    "",
    "1 (737) 555-0199",
    "baker and daughters bakery",
  ],
];

describe("contact extraction from realistic messages", () => {
  it("covers at least 80 messages", () => expect(rows.length).toBeGreaterThanOrEqual(80));

  it.each(rows)("%s", (message, name, email, phone, company) => {
    expect(extractContactInfo(message, emptyContact())).toEqual({
      name,
      email,
      phone,
      company_name: company,
    });
  });
});

describe("what the chat picks up, the API accepts", () => {
  it("every email and phone found above passes the server's own checks", async () => {
    const { isEmailAddress, isPhoneNumber } = await import("@/lib/validations/patterns");
    for (const [message] of rows) {
      const found = extractContactInfo(message, emptyContact());
      if (found.email) expect(isEmailAddress(found.email), found.email).toBe(true);
      if (found.phone) expect(isPhoneNumber(found.phone), found.phone).toBe(true);
    }
  });
});
