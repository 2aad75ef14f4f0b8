"use client";

import { routeError } from "@/components/admin/route-states";

export default routeError("Failed to fetch chat summaries");
