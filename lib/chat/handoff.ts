// A visitor who wants a person (the panel's "Talk to a person", or words like "can I talk to a
// real person?"): the chat asks for a way to reach them if it has none, and the next lead save
// carries the request, which notifies the owner at once (lead.handoff_requested).

/** What the visitor says when they press "Talk to a person". */
export const HANDOFF_PROMPT = "I'd like to talk to a person.";

// Asking for a person, not mentioning one: "do you work with human resources?" is not a request.
const WANTS_A_PERSON = new RegExp(
  [
    String.raw`\b(?:talk|speak|chat)\s+(?:to|with)\s+(?:a\s+|an\s+|your\s+|the\s+|some\s*)?(?:real\s+|actual\s+|live\s+)?(?:person|human|one|body|agent|rep|representative|team|owner|consultant)\b`,
    String.raw`\b(?:real|actual|live)\s+(?:person|human|people|agent)\b`,
    String.raw`\b(?:a|an)\s+human\b`,
    String.raw`\bhuman\s+(?:being|agent|please)\b`,
    String.raw`\bcall\s+me\b`,
    String.raw`^\W*(?:human|person|agent|representative)\W*$`,
  ].join("|"),
  "i",
);

export const asksForPerson = (message: string) => WANTS_A_PERSON.test(message);

/** Said when the visitor has not left an email or a phone number yet. */
export const askForContact = (consultant: string) =>
  `Of course, ${consultant} or someone from the team will get back to you personally. What's the best email or phone number to reach you?`;

/** Said once the request is on its way to the owner. */
export const handoffConfirmed = (consultant: string, promise: string, name = "") =>
  `Thanks${name ? `, ${name.split(/\s+/)[0]}` : ""}! I've let ${consultant} know you'd like to talk to a person. ${promise}`;

/** Asked again after the request went out. */
export const handoffAlreadySent = (consultant: string, promise: string) =>
  `${consultant} already has your request and the conversation. ${promise}`;

/** When the chat has not loaded the business hours (a slow network): still a promise it keeps. */
export const DEFAULT_REPLY_PROMISE = "We'll get back to you within 24 hours.";
