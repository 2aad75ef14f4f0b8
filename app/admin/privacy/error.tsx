"use client";

import { routeError } from "@/components/admin/route-states";

export default routeError("Failed to load the privacy requests. Please try again.");
