/**
 * The paying dialogs' story frame: the feature as the root shell mounts it, the shell's overlays
 * (dialog stack, popups, the login dialog), a stand-in for the provider's window, and the openers
 * a story starts from. The mocked server's call log starts empty in every story.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { orderStatusKeys } from '../../../src/api/order-status-keys.ts';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/components/atoms/button/button.tsx';
import { PaymentFlowDialogs } from '../../../src/features/payment/payment-flow-dialogs.tsx';
import { paymentCallLog, resetPaymentCallLog } from '../../../src/mocks/handlers-payment.ts';
import { mockAvatar, mockBlurredPhoto } from '../../../src/mocks/images.ts';
import {
  openCreatorPlans,
  openPostPlans,
  openShopBuy,
  openTip,
  resetPaymentFlow,
  startPlanPayment,
  startPostPayment,
  startMessagePayment,
  type PaymentCreator,
} from '../../../src/state/payment-flow.ts';
import { session } from '../../../src/state/session.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';
import type { StoryClock } from '../../support/clock.ts';

/** The creator paid in the stories (aff 1004: not the signed-in member's 1001). */
export const STORY_CREATOR: PaymentCreator = {
  aff: 1004,
  uuid: '00000000-0000-4000-8000-0000000f4244',
  username: 'noor.studio',
  nickname: 'Noor Studio',
  thumb: mockAvatar('Noor Studio', 4),
};

/** The signed-in member (makeUserInfo, aff 1001) as a creator: what they cannot pay for. */
export const STORY_SELF: PaymentCreator = {
  aff: 1001,
  uuid: '00000000-0000-4000-8000-0000000f4241',
  username: 'ada2024',
  nickname: 'Ada Lovelace',
  thumb: mockAvatar('Ada Lovelace', 7),
};

export const STORY_PLAN = { id: 1, name: 'Supporter', price: 4.99 };
export const STORY_POST = {
  id: 42,
  title: 'Print-quality edit',
  price: 4.99,
  preview: mockBlurredPhoto({ seed: 42 }),
};

/** A paid chat message (issue 25): its server id and price. */
export const STORY_MESSAGE = { id: 5012, price: 9.99 };

export type PaymentStart =
  | 'planPayment'
  | 'postPayment'
  | 'creatorPlans'
  | 'creatorPlanDetail'
  | 'postPlans'
  | 'shopBuy'
  | 'tip'
  | 'tipInChat'
  | 'message'
  | 'nothing';

export interface PaymentStoryProps {
  /** What opens as the story starts. @default 'planPayment' */
  start?: PaymentStart;
  /** The creator paid. @default STORY_CREATOR */
  creator?: PaymentCreator;
  /** The plan (planPayment) or plan detail (creatorPlanDetail) opened. @default STORY_PLAN */
  plan?: { id: number; name: string; price: number };
  /** The post (postPayment, shopBuy) opened. @default STORY_POST */
  post?: typeof STORY_POST;
}

function open({
  start = 'planPayment',
  creator = STORY_CREATOR,
  plan = STORY_PLAN,
  post = STORY_POST,
}: PaymentStoryProps) {
  if (start === 'planPayment') startPlanPayment({ plan, creator });
  if (start === 'postPayment') startPostPayment({ post, creator });
  if (start === 'creatorPlans') openCreatorPlans(creator);
  if (start === 'creatorPlanDetail') openCreatorPlans(creator, plan.id);
  if (start === 'postPlans') openPostPlans({ postId: post.id, creator });
  if (start === 'shopBuy') openShopBuy({ post, creator });
  if (start === 'tip') openTip(creator);
  if (start === 'tipInChat') openTip(creator, { inChat: true });
  if (start === 'message') startMessagePayment({ message: STORY_MESSAGE, creator });
}

/** The feature, opened as the story asks, with a button that opens it again. */
export function PaymentStory(props: PaymentStoryProps) {
  useEffect(() => {
    open(props);
    // Opened once per story, as a screen's click would.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <WithShellOverlays authDialog>
      <div className="p-6">
        <Button onClick={() => open(props)}>Open again</Button>
      </div>
      <PaymentFlowDialogs />
    </WithShellOverlays>
  );
}

/** What the app did with the provider's window, through the stand-in `window.open` gives. */
export interface ProviderWindowLog {
  /** How many windows were opened (each click that pays on a provider's page opens one). */
  opened: () => number;
  /** Where the last window was sent (`location.replace`), '' before. */
  address: () => string;
  /** The form POSTed inside the last window, if one was. */
  form: () => HTMLFormElement | null;
  /** Whether the last window was closed by the app. */
  closed: () => boolean;
}

/**
 * Replaces `window.open` with a stand-in window (a blank document the app may write, a location
 * that records where it was sent), or with `null` for a blocked popup. Undone after the story.
 */
export function standInProviderWindow({ blocked = false }: { blocked?: boolean } = {}): ProviderWindowLog {
  const real = window.open;
  const windows: { address: string; closed: boolean; page: Document }[] = [];
  window.open = fn(() => {
    if (blocked) return null;
    const entry = { address: '', closed: false, page: document.implementation.createHTMLDocument('') };
    windows.push(entry);
    // Submitting the form in a document without a window does nothing: the story reads the form.
    return {
      opener: window,
      get closed() {
        return entry.closed;
      },
      close: () => {
        entry.closed = true;
      },
      location: {
        replace: (url: string) => {
          entry.address = url;
        },
      },
      document: entry.page,
    } as unknown as Window;
  }) as typeof window.open;
  restoreAfterStory.push(() => {
    window.open = real;
  });
  return {
    opened: () => windows.length,
    address: () => windows.at(-1)?.address ?? '',
    form: () => windows.at(-1)?.page.querySelector('form') ?? null,
    closed: () => windows.at(-1)?.closed ?? false,
  };
}

const restoreAfterStory: (() => void)[] = [];

/** The stories' beforeEach: signed in, a clean flow, an empty call log, the real window.open after. */
export function paymentStoryReset({ signedIn = true }: { signedIn?: boolean } = {}): () => void {
  const resetSession = sessionStoryReset();
  resetPaymentFlow();
  resetPaymentCallLog();
  // A story's own beforeEach runs after the meta's, which signs in: a visitor's story signs out.
  if (signedIn) signInForStory();
  else session.token = null;
  return () => {
    resetPaymentFlow();
    while (restoreAfterStory.length > 0) restoreAfterStory.pop()?.();
    resetSession();
  };
}

export const body = () => within(document.body);

/** The dialog named `name`, once open. */
export const findDialog = (name: string | RegExp) => body().findByRole('dialog', { name });

/** Visible once a dialog's fade-in is over. */
export const visible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

/**
 * Renders on the fake clock until `check` passes: zero-length ticks let React and TanStack Query
 * (whose notifications are zero-delay timers) run while the mocked server answers in real time.
 */
export async function untilOnClock(clock: StoryClock, check: () => void, tries = 600): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
      await clock.tick(0);
      await clock.settle(1);
    }
  }
}

/**
 * Moves the fake clock by `ms` and waits until the order's status has been checked `count` times
 * in all and the app has read the answer: a check still on its way when the next 5 s come round
 * is not asked again, so a story never ticks past one it has not seen answered.
 */
export async function untilChecked(clock: StoryClock, queryClient: QueryClient, ms: number, count: number) {
  await clock.tick(ms);
  await untilOnClock(clock, () => {
    expect(paymentCallLog.checks).toBe(count);
    expect(queryClient.isFetching({ queryKey: orderStatusKeys.root })).toBe(0);
  });
}
