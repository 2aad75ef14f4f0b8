import { describe, expect, it } from "vitest";
import {
  emptyContact,
  extractCompany,
  extractContactInfo,
  extractEmail,
  extractName,
  extractPhone,
  isValidName,
} from "@/lib/chat/extraction";

describe("email extraction", () => {
  it.each([
    ["reach me at Dana.Lee+leads@Sunridge-Dental.com please", "dana.lee+leads@sunridge-dental.com"],
    ["first a@b.co then c@d.io", "a@b.co"],
    ["mail: jo@mail.example.org.", "jo@mail.example.org"],
  ])("%s → %s", (text, email) => expect(extractEmail(text)).toBe(email));

  it.each(["no email here", "me@localhost", "@handle on X", "name@domain."])(
    "finds nothing in %s",
    (text) => expect(extractEmail(text)).toBeNull(),
  );
});

describe("phone extraction", () => {
  it.each([
    ["call (512) 555-0142 today", "(512) 555-0142"],
    ["512-555-0142", "512-555-0142"],
    ["my cell is 512.555.0142.", "512.555.0142"],
    ["512 555 0142 works", "512 555 0142"],
    ["5125550142", "5125550142"],
    ["office line 555-0142", "555-0142"],
    ["local 5550142", "5550142"],
  ])("%s → %s", (text, phone) => expect(extractPhone(text)).toBe(phone));

  it.each([
    ["we have 12 staff and 3 offices"],
    ["order 123456789012345"],
    ["budget $5,000 for 2026"],
    ["write to john5551234@mail.com"],
    ["serial 12345678"],
  ])("finds nothing in %s", (text) => expect(extractPhone(text)).toBeNull());
});

describe("name extraction", () => {
  it.each([
    ["My name is Dana Whitfield", "Dana Whitfield"],
    ["my name is dana whitfield and I run a clinic", "Dana Whitfield"],
    ["Hi, I'm Carlos Mendez from Hill Country HVAC", "Carlos Mendez"],
    ["I am Mary Jo Lee.", "Mary Jo Lee"],
    ["You can call me Sam Ortiz", "Sam Ortiz"],
    ["This is Priya Natarajan, CTO", "Priya Natarajan"],
    ["name's Jake Turner", "Jake Turner"],
    ["Dana Whitfield here, we need a chatbot", "Dana Whitfield"],
  ])("%s → %s", (text, name) => expect(extractName(text)).toBe(name));

  it.each([
    ["I'm interested in automation"],
    ["I am looking for help with our CRM"],
    ["Hello There"],
    ["Good Morning, can you help?"],
    ["My name is Al"],
    ["my name is x y"],
    ["This is a question about pricing"],
    ["AI Automation sounds great"],
  ])("finds no name in %s", (text) => expect(extractName(text)).toBeNull());

  it("requires 2 to 4 words, each longer than one character, at most 50 characters", () => {
    expect(isValidName("Ann Lee")).toBe(true);
    expect(isValidName("Ann")).toBe(false);
    expect(isValidName("Ann B Lee")).toBe(false);
    expect(isValidName("Ann Marie Van Dyke")).toBe(true);
    expect(isValidName("Ann Marie Van Der Berg")).toBe(false);
    expect(isValidName(`Bartholomew ${"Aaaaaaaaaa".repeat(4)}`)).toBe(false);
  });
});

describe("company extraction", () => {
  it.each([
    ["our company is Sunridge Dental, in Round Rock", "Sunridge Dental"],
    ["I work for Cedar Bend Realty Group and need leads", "Cedar Bend Realty Group"],
    ["I work at Red Oak Outfitters.", "Red Oak Outfitters"],
    ["business: bright smile studio", "bright smile studio"],
    ["Hi, I'm Carlos from Hill Country HVAC", "Hill Country HVAC"],
    ["I'm the owner at Lakeway Fitness", "Lakeway Fitness"],
  ])("%s → %s", (text, company) => expect(extractCompany(text)).toBe(company));

  it.each([
    ["I need help with marketing"],
    ["questions about AI at the moment"],
    ["from what I read, you build chatbots"],
    ["company: x"],
  ])("finds no company in %s", (text) => expect(extractCompany(text)).toBeNull());
});

describe("merging contact details", () => {
  it("fills what is missing and keeps a known name and company", () => {
    const known = { ...emptyContact(), name: "Dana Whitfield", company_name: "Sunridge Dental" };
    const merged = extractContactInfo("I'm Sam Ortiz from Acme, sam@acme.io, 512-555-0142", known);
    expect(merged).toEqual({
      name: "Dana Whitfield",
      company_name: "Sunridge Dental",
      email: "sam@acme.io",
      phone: "512-555-0142",
    });
  });

  it("takes a company the visitor corrects, and only then", () => {
    const known = { ...emptyContact(), company_name: "Mike" };
    for (const message of [
      "actually I work at Jones Roofing",
      "Sorry, my company is Jones Roofing.",
      "I meant: company: Jones Roofing",
    ]) {
      expect(extractContactInfo(message, known).company_name, message).toBe("Jones Roofing");
    }
    for (const message of [
      "I work at Jones Roofing", // not a correction: the first one stands (spec §5)
      "actually we're a roofing team from Austin",
      "sorry, at mike.jones@gmail.com",
    ]) {
      expect(extractContactInfo(message, known).company_name, message).toBe("Mike");
    }
  });

  it("takes a newer email or phone over an older one", () => {
    const known = { ...emptyContact(), email: "old@x.io", phone: "555-0100" };
    expect(extractContactInfo("use new@x.io", known).email).toBe("new@x.io");
    expect(extractContactInfo("no details", known)).toEqual(known);
  });
});
