// GET /uploads/{file} — the studio's images from DATA_DIR/uploads. Names are content hashes,
// so a file never changes: cached for a year (put a CDN in front at scale; see docs/operations.md).
import { readUpload } from "@/lib/content/uploads";

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const data = await readUpload((await params).file);
  if (!data) {
    return Response.json(
      { error: { code: "not_found", message: "Image not found" } },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  return new Response(new Uint8Array(data), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(data.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
