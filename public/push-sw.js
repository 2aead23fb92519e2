/*
 * Web push in the app's service worker (issue 25): workbox's generated worker loads this file with
 * importScripts (vite.config.ts). A push carries the server's JSON (docs/api.md, "Web push"):
 * {title, body, url, tag, icon, lang}. It is shown as a notification; clicking it focuses an open
 * window of the app and takes it to `url`, or opens one there. Plain JS: it runs as it is written.
 */

/** The notification a push shows. Every push must show one (browsers require it), a broken one too. */
function pushNotificationOf(payload) {
  const data = payload && typeof payload === 'object' ? payload : {};
  const text = (value, fallback) => (typeof value === 'string' && value !== '' ? value : fallback);
  return {
    title: text(data.title, 'FanVault'),
    options: {
      body: text(data.body, ''),
      icon: text(data.icon, '/pwa-192x192.png'),
      badge: '/push-badge.png',
      lang: text(data.lang, ''),
      // The same tag replaces the notification on the device: a grouped like shows its latest count.
      ...(typeof data.tag === 'string' && data.tag !== '' ? { tag: data.tag, renotify: true } : {}),
      data: { url: text(data.url, '/') },
    },
  };
}

/** The address a click opens: the app's own page only, never another site. */
function clickTargetOf(url, origin) {
  try {
    const target = new URL(url || '/', origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

function readPayload(data) {
  try {
    return data ? data.json() : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const shown = pushNotificationOf(readPayload(event.data));
  event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

/** Focuses a window of the app and takes it to `href`, or opens one there. */
async function openApp(href) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    try {
      const focused = await open.focus();
      // navigate answers null when the page is not this worker's; open a window then.
      if (await (focused || open).navigate(href)) return;
    } catch {
      // An uncontrolled window cannot be navigated from here.
    }
  }
  await self.clients.openWindow(href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  event.waitUntil(openApp(clickTargetOf(url, self.location.origin)));
});
