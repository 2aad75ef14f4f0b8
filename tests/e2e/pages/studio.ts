// The studio's first-post step, shared by the studio's browser tests.
import type { APIRequestContext, Page } from "@playwright/test";

/** Whether the signed-in admin has yet to publish and to fill in their profile. */
export async function isFirstPost(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const profile = await (await request.get("/api/admin/profile", { headers })).json();
  return profile.published_posts === 0 && !profile.profile.bio && !profile.profile.avatar_url;
}

/** Goes ahead with the name alone when asked for a profile (publishing, or scheduling). */
export async function publishAsIs(page: Page, verb: "Publish" | "Schedule" = "Publish") {
  const dialog = page.getByRole("dialog", { name: "Before your first post goes out" });
  await dialog.getByRole("button", { name: `${verb} as “Admin”` }).click();
}
