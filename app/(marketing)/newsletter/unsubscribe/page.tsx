// /newsletter/unsubscribe?token= — where an issue's unsubscribe link leads a person: one button,
// no sign-in. (Mail clients unsubscribe with one POST to the link itself.)
import type { Metadata } from "next";
import { TokenAction } from "@/components/newsletter/token-action";
import { Container } from "@/components/ui/section";
import { site } from "@/config/site";

export const metadata: Metadata = {
  title: "Unsubscribe",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Unsubscribe({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <Container className="max-w-2xl py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        Unsubscribe from {site.company}'s newsletter
      </h1>
      {typeof token === "string" && token ? (
        <>
          <p className="mt-4 text-lg leading-8 text-muted">
            No more articles by email. You can subscribe again at any time.
          </p>
          <TokenAction
            url={`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`}
            label="Unsubscribe"
            done="You are unsubscribed: no more newsletters will be sent to you."
          />
        </>
      ) : (
        <p className="mt-4 text-lg leading-8 text-muted">
          This link is missing its code. Use the link at the end of the newsletter again.
        </p>
      )}
    </Container>
  );
}
