// The newsletter's two mails, written when they are sent: the confirmation (double opt-in) and
// an issue, which carries the one-click unsubscribe of RFC 8058 (List-Unsubscribe with
// List-Unsubscribe-Post) and the same link in its footer.
import { site } from "@/config/site";

export const confirmUrl = (token: string) =>
  `${site.url}/newsletter/confirm?token=${encodeURIComponent(token)}`;

/** The address mail clients POST to for a one-click unsubscribe (a person's GET shows a page). */
export const unsubscribeUrl = (token: string) =>
  `${site.url}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

export function confirmationMail({ email, token }: { email: string; token: string }) {
  return {
    to: email,
    subject: `Confirm your subscription to ${site.company}'s newsletter`,
    text: [
      "Hi,",
      "",
      `Someone, hopefully you, asked for new articles from ${site.company} at ${email}.`,
      "Confirm that you want them:",
      "",
      confirmUrl(token),
      "",
      "The link works once, for seven days. If it was not you, ignore this email: nothing more",
      "will be sent to you.",
    ].join("\n"),
  };
}

export function issueMail({
  email,
  unsubscribeToken,
  post,
}: {
  email: string;
  unsubscribeToken: string;
  post: { title: string; excerpt: string; slug: string };
}) {
  const leave = unsubscribeUrl(unsubscribeToken);
  return {
    to: email,
    subject: post.title,
    text: [
      post.title,
      "",
      post.excerpt,
      "",
      `Read it on our site: ${site.url}/blog/${post.slug}`,
      "",
      "--",
      `You get this because you subscribed to ${site.company}'s newsletter.`,
      `Unsubscribe with one click: ${leave}`,
    ].join("\n"),
    headers: {
      "List-Unsubscribe": `<${leave}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
