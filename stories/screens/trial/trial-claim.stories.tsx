/**
 * A free trial link's page (issue 25; docs/decisions/trials.md): the creator, the plan, "7 days
 * free", the date the trial ends and the price and period it then renews at, before claiming. A
 * visitor logs in first and the claim runs after; each refusal the server gives is said instead of
 * the button; loading, a link that does not exist, a failed claim, and Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_TRIAL_CODE } from '../../../src/mocks/factories-trials.ts';
import { makeLoginResult } from '../../../src/mocks/handlers-account.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/handlers.ts';
import {
  claimTrialHandlers,
  MOCK_TRIAL_ERRORS,
  trialCallLog,
  trialClaimHandlers,
  trialOfferHandlers,
} from '../../../src/mocks/handlers-trials.ts';
import { userHandlers } from '../../../src/mocks/handlers-user.ts';
import { TrialClaimScreen } from '../../../src/screens/trial/trial-claim-screen.tsx';
import { authDialog, completeLogin } from '../../../src/state/auth-dialog.ts';
import { session } from '../../../src/state/session.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Trial/TrialClaim',
  component: TrialClaimScreen,
  args: { code: MOCK_TRIAL_CODE },
  parameters: {
    router: { route: `/trial/${MOCK_TRIAL_CODE}` },
    msw: { handlers: { ...userHandlers, ...trialClaimHandlers } },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    trialCallLog.claimed.length = 0;
    return restore;
  },
} satisfies Meta<typeof TrialClaimScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement);

/** Ready: the creator, plan, days free, the trial's end and the price and period after; the claim starts it. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await canvas.findByText('7 days free')).toBeVisible();
    await expect(canvas.getByText('Mara Quinn')).toBeVisible();
    await expect(canvas.getByText(/of.*Inner circle/)).toBeVisible();
    await expect(
      canvas.getByText(
        'Your trial ends on March 22, 2026. Then your subscription renews at $9.99 every 30 days with your saved card, unless you cancel before.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(trialCallLog.claimed).toEqual([MOCK_TRIAL_CODE]));
    const done = within(await canvas.findByRole('status'));
    await expect(done.getByText('Your free trial has started')).toBeVisible();
    await expect(
      done.getByText('It ends on March 22, 2026, when your subscription renews at $9.99 unless you cancel.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start free trial' })).toBeNull();
  },
};

/** A visitor: the terms are shown; the button asks to log in, and the claim runs once logged in. */
export const SignedOut: Story = {
  beforeEach: () => {
    session.token = null;
  },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log in to start your free trial' }));
    await expect(authDialog).toMatchObject({ open: true, screen: 'main' });
    await expect(trialCallLog.claimed).toEqual([]);
    completeLogin(makeLoginResult());
    await waitFor(() => expect(trialCallLog.claimed).toEqual([MOCK_TRIAL_CODE]));
    await expect(await canvas.findByText('Your free trial has started')).toBeVisible();
  },
};

/** Each refusal, as the server names it before the claim: said in place of the button. */
const refusal = (
  handler: (typeof trialOfferHandlers)[keyof typeof trialOfferHandlers],
  text: string,
): Story => ({
  parameters: { msw: { handlers: { trialOffer: handler } } },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text);
    await expect(canvas.getByText('7 days free')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start free trial' })).toBeNull();
  },
});

export const RefusedExpired = refusal(trialOfferHandlers.expired, 'This free trial link has expired.');
export const RefusedEnded = refusal(trialOfferHandlers.ended, 'The creator has ended this free trial.');
export const RefusedFull = refusal(
  trialOfferHandlers.full,
  'Every free trial of this link has been claimed.',
);
export const RefusedPlanOff = refusal(trialOfferHandlers.planOff, 'This plan is not on sale at the moment.');
export const RefusedOwnLink = refusal(
  trialOfferHandlers.self,
  'This is your own free trial link: share it with your fans.',
);
export const RefusedBlocked = refusal(
  trialOfferHandlers.blocked,
  'You cannot claim this free trial: one of you has blocked the other.',
);
export const RefusedClaimedBefore = refusal(
  trialOfferHandlers.claimed,
  'You have already claimed a free trial from this creator.',
);
export const RefusedSubscribed = refusal(
  trialOfferHandlers.subscribed,
  'Free trials are for new subscribers, and you already have or had a subscription with this creator.',
);

/** The claim itself refused (another tab claimed first): the server's words. */
export const ClaimRefused: Story = {
  parameters: { msw: { handlers: { claimTrial: claimTrialHandlers.claimedAlready } } },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start free trial' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_TRIAL_ERRORS.claimedAlready);
  },
};

/** Loading: placeholders, busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: { trialOffer: trialOfferHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** A code that names no link: the server's words, with a retry. */
export const NotFound: Story = {
  parameters: { msw: { handlers: { trialOffer: trialOfferHandlers.notFound } } },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await canvas.findByText(MOCK_TRIAL_ERRORS.notFound)).toBeVisible();
    await expect(canvas.getByText('This free trial could not be loaded')).toBeVisible();
  },
};

/** The link could not be read: the error with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { trialOffer: trialOfferHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** Arabic: the terms with the date and price in Arabic, mirrored. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'تجربة مجانية' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ابدأ التجربة المجانية' })).toBeVisible();
    await expect(canvas.getByText(/تنتهي تجربتك في/)).toBeVisible();
  },
};
