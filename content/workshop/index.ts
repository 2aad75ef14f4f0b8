// The workshop's content: the event and its tickets, the landing page and the thank-you page.
export * from "./event";
export * from "./landing";
export * from "./thank-you";
