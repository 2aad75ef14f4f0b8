// What the newsletter's sign-up says, at the end of every article and on the blog.
export const newsletterInvite = {
  heading: "Get new articles by email",
  intro:
    "One practical article on AI automation for small businesses when it is published. No spam; leave with one click.",
  /** What a sign-up is told, whatever the address (nobody learns who subscribed). */
  checkInbox: "Check your inbox: confirm with the link we sent to start receiving it.",
};
