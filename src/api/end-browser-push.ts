import { removePushSubscription } from './remove-push-subscription.ts';

/** What ending a browser's push needs of `navigator.serviceWorker` (a test passes a fake). */
export interface PushContainer {
  getRegistration(): Promise<
    | {
        pushManager?: {
          getSubscription(): Promise<{ endpoint: string; unsubscribe(): Promise<unknown> } | null>;
        };
      }
    | undefined
  >;
}

/**
 * Ends this browser's web push as its member signs out, while the session still holds: the server
 * forgets the subscription, and the browser ends it (so its push service answers 410 to any push
 * still on its way, and the server forgets it then even if the first step failed). The next person
 * at this browser must not be shown the member's notifications. Any failure is left alone: logout
 * goes on.
 */
export async function endThisBrowsersPush(
  container: PushContainer | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
  forget: (endpoint: string) => Promise<unknown> = removePushSubscription,
): Promise<void> {
  const registration = await container?.getRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager?.getSubscription().catch(() => null);
  if (!subscription) return;
  await forget(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe().catch(() => undefined);
}
