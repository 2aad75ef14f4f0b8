import { routeLoading } from "@/components/admin/status-panels";

export default routeLoading("Loading the content studio…");
