// Every path no other route claims: log it (to find broken links), then show the 404 page.
import { notFound } from "next/navigation";
import { notFoundMetadata } from "@/components/layout/not-found-content";

export const dynamic = "force-dynamic";
export const metadata = notFoundMetadata;

export default async function UnknownPath({ params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  console.warn(
    JSON.stringify({ event: "not_found", path: `/${path.map(encodeURIComponent).join("/")}` }),
  );
  notFound();
}
