import { describe, expect, it, vi } from 'vitest';
import { endThisBrowsersPush, type PushContainer } from './end-browser-push.ts';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';

function browserWith(subscribed: boolean) {
  const unsubscribe = vi.fn(async () => true);
  const container: PushContainer = {
    getRegistration: async () => ({
      pushManager: { getSubscription: async () => (subscribed ? { endpoint: ENDPOINT, unsubscribe } : null) },
    }),
  };
  return { container, unsubscribe };
}

describe('ending this browser’s web push at sign-out', () => {
  it('has the server forget the subscription, then ends it in the browser', async () => {
    const { container, unsubscribe } = browserWith(true);
    const forget = vi.fn(async () => ({}));
    await endThisBrowsersPush(container, forget);
    expect(forget).toHaveBeenCalledWith(ENDPOINT);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('still ends it in the browser when the server cannot be told', async () => {
    const { container, unsubscribe } = browserWith(true);
    await endThisBrowsersPush(container, async () => {
      throw new Error('offline');
    });
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('does nothing in a browser without a subscription or a service worker', async () => {
    const forget = vi.fn(async () => ({}));
    await endThisBrowsersPush(browserWith(false).container, forget);
    await endThisBrowsersPush({ getRegistration: async () => undefined }, forget);
    await endThisBrowsersPush(undefined, forget);
    expect(forget).not.toHaveBeenCalled();
  });
});
