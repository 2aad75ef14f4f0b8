// What the newsletter's sign-up says, at the end of every article and on the blog.
export const newsletterInvite = {
  heading: "Get new articles by email",
  intro:
    "One practical article on AI automation for small businesses when it is published. No spam; leave with one click.",
};
