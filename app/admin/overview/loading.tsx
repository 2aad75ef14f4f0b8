import { LoadingPanel } from "@/components/admin/status-panels";

export default function Loading() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <LoadingPanel label="Loading the overview…" />
    </div>
  );
}
