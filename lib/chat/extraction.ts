// Picks contact details out of what a visitor types (spec §5). Pure functions, unit-tested.

export type ContactInfo = { name: string; email: string; phone: string; company_name: string };

export const emptyContact = (): ContactInfo => ({
  name: "",
  email: "",
  phone: "",
  company_name: "",
});

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

/** The first thing shaped like an email address, lower-cased. */
export function extractEmail(text: string): string | null {
  return EMAIL.exec(text)?.[0].toLowerCase() ?? null;
}

// A 10-digit number ((512) 555-0142, 512.555.0142, 512 555 0142, 5125550142) or a 7-digit
// local one (555-0142), not part of a longer run of digits or of a word.
const PHONE = /(?<![\w@.+-])(?:\(\d{3}\)\s?|\d{3}[-.\s]?)?\d{3}[-.\s]?\d{4}(?![\w@]|[-.]\d)/;

export function extractPhone(text: string): string | null {
  // Skip email addresses so digits inside them are never read as a phone number.
  const withoutEmails = text.replace(new RegExp(EMAIL.source, "g"), " ");
  const match = PHONE.exec(withoutEmails)?.[0];
  if (!match) return null;
  const digits = match.replace(/\D/g, "");
  return digits.length === 7 || digits.length === 10 ? match.trim() : null;
}

// Words that start sentences but are not names.
const NOT_NAMES = new Set(
  (
    "hi hello hey hiya howdy good morning afternoon evening thanks thank you yes yeah no nope ok okay sure please " +
    "what how why when where who which can could would should will do does did is are am was were have has had " +
    "i we our my me the a an this that these those it its just also so and but or if then there here " +
    "ai crm seo geo sms api smb llc inc usa us texas austin dear team sir madam interested looking trying hoping " +
    "wondering new not very really glad happy ready currently still"
  ).split(" "),
);

const WORD = /^[A-Za-z][A-Za-z'-]*$/;

/** 2 to 4 words, each longer than one character, at most 50 characters in all. */
export function isValidName(name: string): boolean {
  const words = name.trim().split(/\s+/);
  return (
    name.trim().length <= 50 &&
    words.length >= 2 &&
    words.length <= 4 &&
    words.every((w) => w.length > 1 && WORD.test(w) && !NOT_NAMES.has(w.toLowerCase()))
  );
}

const titleCase = (s: string) =>
  s
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");

const isCapitalised = (w: string) => /^[A-Z][a-zA-Z'-]*$/.test(w);

/** Up to four name-like words from the start of `rest`, stopping at punctuation or a non-name word. */
function leadingNameWords(rest: string, requireCapitals: boolean): string[] {
  const words: string[] = [];
  for (const raw of rest.slice(0, 40).split(/\s+/)) {
    const word = raw.replace(/[.,!?;:]+$/, "");
    if (!word || !WORD.test(word) || NOT_NAMES.has(word.toLowerCase())) break;
    if (requireCapitals && !isCapitalised(word)) break;
    words.push(word);
    if (words.length === 4 || /[.,!?;:]$/.test(raw)) break;
  }
  return words;
}

const EXPLICIT_NAME = /\b(?:my name is|my name's|name's|call me)\s+(.+)/i;
const SELF_INTRO = /\b(?:i'm|i’m|i am|this is)\s+(.+)/i;

/** A name from "my name is …", "I'm …", "call me …", or a message starting with capitalised words. */
export function extractName(text: string): string | null {
  const explicit = EXPLICIT_NAME.exec(text);
  if (explicit?.[1]) {
    const name = titleCase(leadingNameWords(explicit[1], false).join(" "));
    if (isValidName(name)) return name;
  }
  const intro = SELF_INTRO.exec(text);
  if (intro?.[1]) {
    const name = leadingNameWords(intro[1], true).join(" ");
    if (isValidName(name)) return name;
  }
  const start = leadingNameWords(text.trim(), true);
  if (start.length >= 2) {
    const name = start.join(" ");
    if (isValidName(name)) return name;
  }
  return null;
}

const STRONG_COMPANY =
  /\b(?:company is|company name is|i work for|work at|(?:company|business|startup|firm)\s*:)\s*(.+)/i;
const WEAK_COMPANY = /\b(?:from|at|with)\s+(.+)/i;
const COMPANY_END = /[.,!?;\n]|\s(?:and|but|where|which|who|in|on|for|to|we|i)\s/i;

function trimCompany(rest: string): string {
  const end = COMPANY_END.exec(rest);
  return (end ? rest.slice(0, end.index) : rest).trim().slice(0, 50).trim();
}

/**
 * A company after "company is", "work at", "I work for", "company:", "business:", "startup:" or
 * "firm:" (any text), or after "from", "at" or "with" when it is a proper name
 * ("from Acme Dental", not "with marketing").
 */
export function extractCompany(text: string): string | null {
  const strong = STRONG_COMPANY.exec(text);
  if (strong?.[1]) {
    const company = trimCompany(strong[1]);
    if (company.length >= 2) return company;
  }
  const pattern = new RegExp(WEAK_COMPANY.source, "gi");
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const words = leadingNameWords(trimCompany(m[1] ?? ""), true);
    const company = words.join(" ");
    if (company.length >= 2 && !NOT_NAMES.has(company.toLowerCase())) return company;
  }
  return null;
}

/** Merges what one message reveals into what is known; name and company are never overwritten. */
export function extractContactInfo(text: string, known: ContactInfo): ContactInfo {
  return {
    email: extractEmail(text) ?? known.email,
    phone: extractPhone(text) ?? known.phone,
    name: known.name || extractName(text) || "",
    company_name: known.company_name || extractCompany(text) || "",
  };
}
