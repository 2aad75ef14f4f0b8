import { RouteLoading } from "@/components/admin/route-states";

export default function Loading() {
  return <RouteLoading label="Loading the leads…" />;
}
