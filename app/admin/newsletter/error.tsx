"use client";

export { RouteError as default } from "@/components/admin/route-states";
