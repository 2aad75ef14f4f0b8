// Picks contact details out of what a visitor types (spec §5). Pure functions, unit-tested.
import { EMAIL_PATTERN } from "@/lib/validations/patterns";

export type ContactInfo = { name: string; email: string; phone: string; company_name: string };

export const emptyContact = (): ContactInfo => ({
  name: "",
  email: "",
  phone: "",
  company_name: "",
});

// The API's own email shape, so a picked-up address is never refused when the lead is saved.
const EMAIL = EMAIL_PATTERN;

/** The first thing shaped like an email address, lower-cased. */
export function extractEmail(text: string): string | null {
  return EMAIL.exec(text)?.[0].toLowerCase() ?? null;
}

// A 10-digit number ((512) 555-0142, 512.555.0142, 512 555 0142, 5125550142), optionally after
// the country code 1 (+1-512-555-0142, 1 512 555 0142, 15125550142), or a 7-digit local one
// (555-0142); never part of a longer run of digits or of a word.
const PHONE =
  /(?<![\w@.+-])(?:(?:\+?1[-.\s]?)?(?:\(\d{3}\)\s?|\d{3}[-.\s]?))?\d{3}[-.\s]?\d{4}(?![\w@]|[-.]\d)/;

export function extractPhone(text: string): string | null {
  // Skip email addresses so digits inside them are never read as a phone number.
  const withoutEmails = text.replace(new RegExp(EMAIL.source, "g"), " ");
  const match = PHONE.exec(withoutEmails)?.[0];
  if (!match) return null;
  const digits = match.replace(/\D/g, "");
  const valid =
    digits.length === 7 || digits.length === 10 || (digits.length === 11 && digits[0] === "1");
  return valid ? match.trim() : null;
}

// Words that are never names: greetings, pronouns, articles, fillers and the everyday words
// that follow "I'm" or "this is" ("I'm looking", "this is great"). First names are not here,
// even when they are also words (Will, Austin, May, Grace, Bill, Mark).
const NOT_NAMES = new Set(
  (
    "hi hello hey hiya howdy greetings good morning afternoon evening thanks thank you yes yeah yep no nope ok okay sure please " +
    "what how why when where who which whom whose can could would should shall might must do does did done is are am was were be been being have has had " +
    "i i'm im i’m i've i'd i'll it's we're we've let's that's what's here's there's " +
    "i we our ours my mine me us you your yours he she him her his they them their it its this that these those there here " +
    "the a an and but or nor if then so just also too very really quite pretty super totally actually basically literally " +
    "not never always still already currently now today tomorrow yesterday soon again back " +
    "ai crm seo geo sms api smb llc inc co ltd usa texas team sir madam dear all everyone folks guys " +
    "interested looking trying hoping wondering thinking planning considering curious reaching writing calling following " +
    "running working building starting launching opening struggling searching needing wanting getting going coming " +
    "glad happy ready excited new great fine well busy sorry sure fine owner founder ceo cto coo manager director " +
    "business small local company companies startup agency firm about from with at in on for to of by as into over after before " +
    "some any one two three more most much many less little bit lot lots kind sort type question questions help test testing " +
    "just only like love need want use using chat chatting bot robot human person real interested"
  ).split(" "),
);

// Letters of any script ("María López", "Zoë Ngô"), with inner hyphens and apostrophes.
const WORD = /^\p{L}[\p{L}'’-]*$/u;

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

/** "mary-jo o'neil" → "Mary-Jo O'Neil"; "maría lópez" → "María López". */
export const titleCase = (s: string) =>
  s
    .toLowerCase()
    .split(/\s+/)
    .map((w) =>
      w.replace(/(^|[-'’])(\p{Ll})/gu, (_, sep: string, c: string) => sep + c.toUpperCase()),
    )
    .join(" ");

const isCapitalised = (w: string) => /^\p{Lu}[\p{L}'’-]*$/u.test(w);

/** Name-like words at the start of `rest`; a fifth is kept so isValidName refuses a five-word
 * name rather than storing a cut one. */
function leadingNameWords(rest: string, requireCapitals: boolean): string[] {
  const words: string[] = [];
  for (const raw of rest.split(/\s+/)) {
    const word = raw.replace(/[.,!?;:]+$/u, "");
    if (!word || !WORD.test(word) || NOT_NAMES.has(word.toLowerCase())) break;
    if (requireCapitals && !isCapitalised(word)) break;
    words.push(word);
    if (words.length === 5 || /[.,!?;:]$/.test(raw)) break;
  }
  return words;
}

// After these phrases a name may be typed in lower case ("i'm john smith").
const NAME_PHRASE =
  /\b(?:my name is|my name's|name's|call me|i'm|i’m|im|i am|this is|it's|it is)\s+(.+)/gi;

/** A name in title case, from "my name is …", "I'm …", "call me …" and the like, or from a
 * message starting with two or more capitalised words. */
export function extractName(text: string): string | null {
  const pattern = new RegExp(NAME_PHRASE.source, "gi");
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const name = leadingNameWords(m[1] ?? "", false).join(" ");
    if (isValidName(name)) return titleCase(name);
  }
  const start = leadingNameWords(text.trim(), true);
  if (start.length >= 2) {
    const name = start.join(" ");
    if (isValidName(name)) return titleCase(name);
  }
  return null;
}

// A company after these is taken as typed, lower-case words, "and" and "&" included.
const STRONG_COMPANY =
  /\b(?:company is|company name is|business is|i work for|we work for|work at|works at|(?:company|business|startup|firm)\s*:)\s*(.+)/i;
// "I'm from acme dental", "we're with Cedar Bend": a self-introduction, lower case allowed.
const INTRO_COMPANY = /\b(?:i'm|i’m|i am|we're|we’re|we are)\s+(?:from|with|at)\s+(.+)/i;
// Elsewhere "from", "at" or "with" count only before a proper name ("from Acme Dental").
const WEAK_COMPANY = /\b(?:from|at|with)\s+(.+)/i;
// Where the company's clause ends: punctuation, or a word that starts another clause.
const COMPANY_END =
  /[.,!?;()\n]|\s(?:but|where|which|who|because|since|so|as|in|to|for|and (?:i|we|my|our|i'm|we're|need|want|would|looking))\s/i;
// Not companies: articles, pronouns and places people say they are "from".
const NOT_COMPANY_START =
  /^(?:the|a|an|my|our|your|his|her|their|this|that|home|work|school|here|there|texas|austin|the us|usa)\b/i;

// Addresses end their clause: "at Mike.Jones@gmail.com" names no company "Mike".
const withoutAddresses = (text: string) =>
  text.replace(new RegExp(EMAIL.source, "gi"), ".").replace(/\bhttps?:\/\/\S+|\bwww\.\S+/gi, ".");

function clause(rest: string): string {
  const end = COMPANY_END.exec(` ${rest} `);
  return (end ? rest.slice(0, Math.max(0, end.index - 1)) : rest).trim().slice(0, 50).trim();
}

/** A company after "company is", "work at", "company:" and the like, "I'm from/with/at", or
 * "from"/"at"/"with" when a proper name follows ("from Acme Dental", not "with marketing"). */
export function extractCompany(message: string): string | null {
  const text = withoutAddresses(message);
  const strong = STRONG_COMPANY.exec(text);
  if (strong?.[1]) {
    const company = clause(strong[1]);
    if (company.length >= 2) return company;
  }
  const intro = INTRO_COMPANY.exec(text);
  if (intro?.[1]) {
    const company = clause(intro[1]);
    if (company.length >= 2 && !NOT_COMPANY_START.test(company)) return company;
  }
  const pattern = new RegExp(WEAK_COMPANY.source, "gi");
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const words = leadingCompanyWords(clause(m[1] ?? ""));
    const company = words.join(" ");
    if (company.length >= 2 && !NOT_COMPANY_START.test(company)) return company;
  }
  return null;
}

/** Capitalised words (and inner "and", "&", "of") from the start of a clause. */
function leadingCompanyWords(rest: string): string[] {
  const words: string[] = [];
  for (const word of rest.split(/\s+/)) {
    if (/^\p{Lu}[\p{L}\p{N}_'&.-]*$/u.test(word) || (words.length > 0 && /^\d[\w-]*$/.test(word)))
      words.push(word);
    else if (words.length > 0 && /^(?:and|&|of)$/i.test(word)) words.push(word);
    else break;
  }
  while (words.length > 0 && /^(?:and|&|of)$/i.test(words.at(-1) ?? "")) words.pop();
  return words.length === 1 && NOT_NAMES.has(words[0]?.toLowerCase() ?? "") ? [] : words;
}

// A visitor correcting what they said: "actually I work at …", "sorry, my company is …".
const CORRECTION = /\b(?:actually|correction|sorry|i meant|i mean)\b/i;

/** A company the visitor restates, correcting an earlier one: only a strong phrase counts. */
function correctedCompany(text: string): string | null {
  if (!CORRECTION.test(text)) return null;
  const strong = STRONG_COMPANY.exec(withoutAddresses(text));
  const company = strong?.[1] ? clause(strong[1]) : "";
  return company.length >= 2 ? company : null;
}

/** Merges one message into what is known: a name is kept, a company only replaced when corrected. */
export function extractContactInfo(text: string, known: ContactInfo): ContactInfo {
  return {
    email: extractEmail(text) ?? known.email,
    phone: extractPhone(text) ?? known.phone,
    name: known.name || extractName(text) || "",
    company_name: known.company_name
      ? (correctedCompany(text) ?? known.company_name)
      : extractCompany(text) || "",
  };
}
