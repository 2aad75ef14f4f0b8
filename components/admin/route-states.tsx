"use client";

// An admin route's error state; its loading state is routeLoading in ./status-panels.
import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { ErrorPanel } from "./status-panels";

/** An admin route's error.tsx: `export default routeError("…")`. */
export const routeError = (message: string) =>
  function RouteErrorState({ reset }: { error: Error; reset: () => void }) {
    return <RouteError message={message} reset={reset} />;
  };

function RouteError({ message, reset }: { message: string; reset: () => void }) {
  const router = useRouter();
  // The failure was the server's: Retry reads the page from it again, then leaves the error.
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <ErrorPanel message={message} onRetry={retry} />
    </div>
  );
}
