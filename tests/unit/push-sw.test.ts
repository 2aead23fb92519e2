/**
 * The service worker's web push part (public/push-sw.js), run as the browser runs it: the script in
 * a worker-like global, its `push` and `notificationclick` listeners called with the events a
 * browser dispatches.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const SCRIPT = readFileSync(path.join(import.meta.dirname, '../../public/push-sw.js'), 'utf8');
const ORIGIN = 'https://fans.example.test';

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

/** Loads the script in a fresh worker global; answers its listeners and the browser's spies. */
function loadWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { showNotification },
    clients: { matchAll: vi.fn(async () => windows), openWindow },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  runInNewContext(SCRIPT, { self, URL });
  /** Dispatches an event; answers once what it asked the browser to wait for is done. */
  const dispatch = async (type: string, event: object) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  return { dispatch, showNotification, openWindow };
}

const pushOf = (payload: unknown) => ({
  data: {
    json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
  },
});

describe('a push', () => {
  it('shows the server’s notification with its icon, badge, tag, language and page', async () => {
    const worker = loadWorker();
    await worker.dispatch(
      'push',
      pushOf({
        title: 'FanVault',
        body: 'Maya replied to your comment on Night swim',
        url: '/ja/maya/42',
        tag: 'notification:7',
        icon: '/pwa-192x192.png',
        lang: 'ja',
      }),
    );
    expect(worker.showNotification).toHaveBeenCalledWith('FanVault', {
      body: 'Maya replied to your comment on Night swim',
      icon: '/pwa-192x192.png',
      badge: '/push-badge.png',
      lang: 'ja',
      tag: 'notification:7',
      renotify: true,
      data: { url: '/ja/maya/42' },
    });
  });

  it('still shows a notification when the payload is not the server’s JSON', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushOf('{not json'));
    expect(worker.showNotification).toHaveBeenCalledWith(
      'FanVault',
      expect.objectContaining({ data: { url: '/' } }),
    );
  });
});

describe('a click on it', () => {
  const click = (url: unknown) => ({ notification: { close: vi.fn(), data: { url } } });

  it('focuses an open window of the app and takes it to the page', async () => {
    const open: FakeWindow = { url: `${ORIGIN}/ja/home`, focus: vi.fn(), navigate: vi.fn() };
    open.focus.mockResolvedValue(open);
    open.navigate.mockResolvedValue(open);
    const worker = loadWorker([open]);
    await worker.dispatch('notificationclick', click('/ja/maya/42'));
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/ja/maya/42`);
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window on the page when none is open, and never another site', async () => {
    const worker = loadWorker();
    await worker.dispatch('notificationclick', click('/ja/mine/earn'));
    await worker.dispatch('notificationclick', click('https://phish.example/login'));
    expect(worker.openWindow.mock.calls).toEqual([[`${ORIGIN}/ja/mine/earn`], [`${ORIGIN}/`]]);
  });
});
