"use client";

import { routeError } from "@/components/admin/route-states";

export default routeError("The editor could not be loaded. Please try again.");
