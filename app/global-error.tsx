"use client";

// When the root layout itself fails: a plain page of its own, styled inline. It imports no
// stylesheet on purpose: Next writes global-error's styles into every page's data, and with the
// stylesheet inlined (experimental.inlineCss) that would be the whole site's CSS once more.
import { useEffect } from "react";

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error("[root] render failed", error.digest ?? "");
  }, [error]);
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: "system-ui, sans-serif", color: "#0f172a" }}>
        <main style={{ maxWidth: "36rem", margin: "20vh auto", padding: "0 1rem" }}>
          <h1 style={{ fontSize: "1.875rem" }}>Something went wrong</h1>
          <p style={{ color: "#475569", lineHeight: 1.6 }}>
            We hit a problem showing this page. Please try again in a moment; if it keeps happening,
            email us and we'll fix it.
          </p>
          {/* A full load: start again from a clean page. */}
          <a href="/" style={{ color: "#4338ca", fontWeight: 600 }}>
            Go home
          </a>
        </main>
      </body>
    </html>
  );
}
