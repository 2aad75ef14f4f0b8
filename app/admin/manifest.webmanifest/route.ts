// GET /admin/manifest.webmanifest — the admin as an installable app (a phone's Home Screen), which
// iOS needs before it shows alerts; scoped to /admin so the public site stays a website.
import { site } from "@/config/site";

export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(
    {
      name: `${site.company} Admin`,
      short_name: "Admin",
      description: "Leads, conversations and alerts",
      id: "/admin",
      start_url: "/admin",
      scope: "/admin",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#ffffff",
      icons: [
        { src: "/admin/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/admin/icon-512.png", sizes: "512x512", type: "image/png" },
        {
          src: "/admin/icon-maskable-512.png",
          sizes: "512x512",
          type: "image/png",
          purpose: "maskable",
        },
      ],
    },
    {
      headers: {
        "Content-Type": "application/manifest+json",
        "Cache-Control": "private, no-cache",
      },
    },
  );
}
