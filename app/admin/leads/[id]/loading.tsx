import { LoadingPanel } from "@/components/admin/status-panels";

export default function Loading() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <LoadingPanel label="Loading the lead…" />
    </div>
  );
}
