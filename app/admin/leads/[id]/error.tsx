"use client";

import { routeError } from "@/components/admin/route-states";

export default routeError("The lead could not be loaded. Please try again.");
