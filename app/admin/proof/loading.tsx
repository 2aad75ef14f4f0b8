export { RouteLoading as default } from "@/components/admin/route-states";
