"use client";

import { routeError } from "@/components/admin/route-states";

export default routeError("Failed to load your settings. Please try again.");
