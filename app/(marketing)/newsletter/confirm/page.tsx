// /newsletter/confirm?token= — where the confirmation mail's link leads: one button confirms (a
// mail scanner that opens the link confirms nothing).
import type { Metadata } from "next";
import { TokenAction } from "@/components/newsletter/token-action";
import { Container } from "@/components/ui/section";
import { site } from "@/config/site";

export const metadata: Metadata = {
  title: "Confirm your subscription",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ConfirmNewsletter({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <Container className="max-w-2xl py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        Confirm your subscription
      </h1>
      {typeof token === "string" && token ? (
        <>
          <p className="mt-4 text-lg leading-8 text-muted">
            One click and new articles from {site.company} come to your inbox. Every one has a link
            to stop them.
          </p>
          <TokenAction
            url="/api/newsletter/confirm"
            body={{ token }}
            label="Yes, send me new articles"
            done="You are subscribed. Thank you!"
          />
        </>
      ) : (
        <p className="mt-4 text-lg leading-8 text-muted">
          This link is missing its code. Open the link from the email again, or subscribe once more
          at the end of any article.
        </p>
      )}
    </Container>
  );
}
