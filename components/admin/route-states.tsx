"use client";

// Every admin route's loading.tsx and error.tsx, with their words in one table.
import { usePathname, useRouter } from "next/navigation";
import { startTransition } from "react";
import { ErrorPanel, LoadingPanel } from "./status-panels";

type Route = [prefix: string, loading: string, failed: string];
// "/admin" itself is the leads list, with spec 8's words for its failure.
const LEADS: Route = ["/admin", "Loading the leads…", "Failed to fetch chat summaries"];
// Longest prefix first.
const ROUTES: Route[] = [
  ["/admin/content/", "Loading the editor…", "The editor could not be loaded."],
  ["/admin/content", "Loading the content studio…", "The content studio could not be loaded."],
  ["/admin/events/", "Loading the event…", "The event could not be loaded."],
  ["/admin/events", "Loading the events…", "The events could not be loaded."],
  ["/admin/leads/", "Loading the lead…", "The lead could not be loaded."],
  ["/admin/overview", "Loading the overview…", "Failed to load the overview."],
  ["/admin/privacy", "Loading the privacy requests…", "Failed to load the privacy requests."],
  ["/admin/security", "Loading your security settings…", "Failed to load your settings."],
];
const routeOf = (path: string) => ROUTES.find(([prefix]) => path.startsWith(prefix)) ?? LEADS;

const frame = "mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8";

export function RouteLoading() {
  return (
    <div className={frame}>
      <LoadingPanel label={routeOf(usePathname())[1]} />
    </div>
  );
}

export function RouteError({ reset }: { error: Error; reset: () => void }) {
  const router = useRouter();
  const route = routeOf(usePathname());
  // The failure was the server's: Retry reads the page from it again, then leaves the error.
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return (
    <div className={frame}>
      <ErrorPanel
        message={route === LEADS ? route[2] : `${route[2]} Please try again.`}
        onRetry={retry}
      />
    </div>
  );
}
