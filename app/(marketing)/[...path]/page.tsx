// Every path no other route claims: log it (to find broken links), then show the 404 page.
import { notFound } from "next/navigation";

export const dynamic = "force-dynamic";

export default async function UnknownPath({ params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  console.warn(
    JSON.stringify({ event: "not_found", path: `/${path.map(encodeURIComponent).join("/")}` }),
  );
  notFound();
}
