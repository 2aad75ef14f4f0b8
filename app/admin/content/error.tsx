"use client";

import { routeError } from "@/components/admin/route-states";

export default routeError("The content studio could not be loaded. Please try again.");
