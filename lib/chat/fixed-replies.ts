// The chat's own lines, said without the model: the opening, a welcome back, and the answers to
// an error and to Schedule Call.
import { CHAT_CONFIG } from "./config";

/** "Welcome back, {name}! " and then a line that depends on how often they came back. */
export function welcomeBack(name: string, visitCount: number): string {
  const tail =
    visitCount > CHAT_CONFIG.memory.returningVisitThreshold
      ? "Great to see you again!"
      : "How can I help you today?";
  return `Welcome back, ${name}! ${tail}`;
}

export function greeting(assistantName: string, company: string): string {
  return `Hi! I'm ${assistantName}, the AI assistant at ${company}. We help businesses grow with AI automation, digital marketing and custom software. How can I help you today?`;
}

/** The first bot message: a welcome back for a known returning visitor, else the greeting. */
export function openingMessage(opts: {
  storedName: string | null;
  visitCount: number;
  assistantName: string;
  company: string;
}): string {
  if (opts.storedName && opts.visitCount > 0) return welcomeBack(opts.storedName, opts.visitCount);
  return greeting(opts.assistantName, opts.company);
}

export const errorReply = (consultant: string) =>
  `I'm sorry, I'm having some technical difficulties right now. Would you like me to connect you with ${consultant} and our team right away? Just tap "Schedule Call" or share your email and we'll reach out within 24 hours.`;

/** The spec's line when the calendar opens; without one (no BOOKING_URL) the tab opened is the
 * contact form's call request, and the line says so. */
export const scheduleCallReply = (consultant: string, calendar = true) =>
  calendar
    ? `Perfect! I've opened our calendar for you. ${consultant} will be able to provide you with detailed insights about how we can help your business. Looking forward to speaking with you soon!`
    : `Perfect! I've opened a call request for you: send it and ${consultant} will call you to talk through how we can help your business. Looking forward to speaking with you soon!`;
