// The admin's service worker: shows the site's phone alerts (Web Push) and opens the lead's page
// when one is tapped. It caches nothing: admin pages are private and always read fresh.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    alert = { body: event.data ? event.data.text() : "" };
  }
  const title = alert.title || "New activity";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: alert.body || "",
      // A copy sent twice replaces the first instead of buzzing again.
      tag: alert.tag || undefined,
      icon: "/admin/icon-192.png",
      badge: "/admin/badge-96.png",
      data: { url: alert.url || "/admin" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || "/admin", self.location.origin);
  // Only this site's admin opens from an alert.
  const url =
    target.origin === self.location.origin ? target.href : `${self.location.origin}/admin`;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const here = open.find((c) => new URL(c.url).pathname.startsWith("/admin"));
      if (here) {
        await here.focus();
        return here.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});
