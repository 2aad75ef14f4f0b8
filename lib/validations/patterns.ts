// Shapes shared by the chat's extraction (in the browser, where zod is not loaded) and the
// server's validation, so whatever the chat picks up is always accepted by the API.

// Deliberately plainer than RFC 5322: letters, digits and . _ % + - before the @, a dotted
// host after it. Nothing that could add headers or recipients to a mailto: link gets through.
export const EMAIL_PATTERN =
  /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}/;

const WHOLE_EMAIL = new RegExp(`^${EMAIL_PATTERN.source}$`);

export const isEmailAddress = (value: string) => value.length <= 254 && WHOLE_EMAIL.test(value);

/** What every form says of a missing or mistyped address. */
export const EMAIL_MESSAGES = {
  missing: "Please enter your email address",
  invalid: "Please enter a valid email address",
} as const;

/** The problem with an address as typed (trimmed), or null when there is none. */
export const emailProblem = (value: string): string | null =>
  !value ? EMAIL_MESSAGES.missing : isEmailAddress(value) ? null : EMAIL_MESSAGES.invalid;

/** A phone number as typed: digits with spaces, dots, dashes, parentheses and a leading +. */
export const isPhoneNumber = (value: string) =>
  value.length <= 40 && /^[+(\d][\d\s().-]*$/.test(value) && /\d{3}/.test(value.replace(/\D/g, ""));
