// Any unknown /api path — a JSON 404 rather than the HTML not-found page
import { ApiError, errorResponse } from "@/lib/api/errors";

const notFound = () => errorResponse(new ApiError("not_found", 404, "No such API endpoint."));

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
