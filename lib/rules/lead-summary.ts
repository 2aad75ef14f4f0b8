// A lead's summary line and next step (spec §3), from its services and call to action: the chat
// writes them and a save rewrites them from what it merged, so both read the same words.
export function chatSummaryText(services: string[]): string {
  const topic = services.length > 0 ? services.join(", ") : "general business solutions";
  return `User engaged in conversation about ${topic}.`;
}

export function nextStep(callToActionOffered: boolean): string {
  return callToActionOffered ? "Call to action offered" : "Continue nurturing";
}
