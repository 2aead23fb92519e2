/**
 * mine/earn's free trial links section (issue 25; docs/decisions/trials.md), as the earnings screen
 * loads it: make a link on a plan (1 to 30 days free, 1 to 10,000 claims, a last day within 90
 * days), the links newest first with their address, claims of the limit, expiry and state, end one
 * with a confirm. Empty, error, no plan on sale, the form's refusals, the server's, and Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/handlers.ts';
import { earningsHandlers } from '../../../src/mocks/handlers-earnings.ts';
import { planListHandlers } from '../../../src/mocks/handlers-plans.ts';
import {
  createTrialLinkHandlers,
  MOCK_TRIAL_ERRORS,
  trialCallLog,
  trialLinkListHandlers,
} from '../../../src/mocks/handlers-trials.ts';
import { userHandlers, userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { TrialLinksSection } from '../../../src/screens/mine/earn/trial-links/trial-links-section.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

/** 15 March 2026, 12:00 UTC: the stories' present. */
const NOW = new Date(Date.UTC(2026, 2, 15, 12));

const meta = {
  title: 'Screens/Mine/Earn/TrialLinks',
  component: TrialLinksSection,
  args: { origin: 'https://fanvault.example', now: NOW },
  parameters: {
    router: { route: '/mine/earn' },
    msw: { handlers: { ...userHandlers, userInfo: userInfoHandlers.creator, ...earningsHandlers } },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <div className="mx-auto w-full max-w-[720px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
          <Story />
        </div>
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    trialCallLog.created.length = 0;
    trialCallLog.ended.length = 0;
    return restore;
  },
} satisfies Meta<typeof TrialLinksSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const popupSays = (text: string) =>
  waitFor(() => expect(within(document.body).getByRole('status')).toHaveTextContent(text));

const sectionOf = async (canvasElement: HTMLElement, name = 'Free trial links') =>
  within(await within(canvasElement).findByRole('region', { name }, { timeout: 5000 }));

/** Four links newest first, each with its address and claims of the limit. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement);
    const rows = await links.findAllByRole('article');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0]!).getByText('https://fanvault.example/en/trial/trialCode0001')).toBeVisible();
    await expect(within(rows[0]!).getByText('37 / 100')).toBeVisible();
    await expect(within(rows[1]!).getByText('All claimed')).toBeVisible();
    await expect(within(rows[2]!).getByText('Ended')).toBeVisible();
    await expect(within(rows[3]!).getByText('Expired')).toBeVisible();
  },
};

/** A plan, days, claims and a last day make a link; the end of that day is sent. */
export const CreateLink: Story = {
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement);
    await userEvent.selectOptions(await links.findByRole('combobox', { name: /Plan/ }), '2');
    const days = links.getByRole('spinbutton', { name: /Days free/ });
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    const claims = links.getByRole('spinbutton', { name: /How many fans/ });
    await userEvent.clear(claims);
    await userEvent.type(claims, '250');
    await userEvent.click(links.getByRole('button', { name: 'Create trial link' }));
    await waitFor(() => expect(trialCallLog.created).toHaveLength(1));
    const [sent] = trialCallLog.created;
    await expect(sent).toMatchObject({ plan_id: 2, days: 14, max_claims: 250 });
    await expect(new Date(sent!.expires_at).getTime()).toBeGreaterThan(NOW.getTime() + 29 * 86_400_000);
    await popupSays('Trial link created');
  },
};

/** The form's own refusals: no plan, days outside 1 to 30, claims outside 1 to 10,000. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement);
    await links.findByRole('combobox', { name: /Plan/ });
    const days = links.getByRole('spinbutton', { name: /Days free/ });
    await userEvent.clear(days);
    await userEvent.type(days, '31');
    const claims = links.getByRole('spinbutton', { name: /How many fans/ });
    await userEvent.clear(claims);
    await userEvent.type(claims, '10001');
    await userEvent.click(links.getByRole('button', { name: 'Create trial link' }));
    await expect(await links.findByText('Choose a plan.')).toBeVisible();
    await expect(links.getByText('A free trial lasts 1 to 30 days.')).toBeVisible();
    await expect(links.getByText('Allow 1 to 10,000 claims.')).toBeVisible();
    await expect(trialCallLog.created).toEqual([]);
  },
};

/** A last day past the 90 days is refused by the form; the server's refusal shows on the field. */
export const ExpiryRefusals: Story = {
  parameters: { msw: { handlers: { createTrialLink: createTrialLinkHandlers.expiryRange } } },
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement);
    await userEvent.selectOptions(await links.findByRole('combobox', { name: /Plan/ }), '1');
    const expiry = links.getByLabelText(/Last day to claim/);
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '2026-12-31');
    await userEvent.click(links.getByRole('button', { name: 'Create trial link' }));
    await expect(await links.findByText('Pick a day from today to 90 days from now.')).toBeVisible();
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '2026-04-01');
    await userEvent.click(links.getByRole('button', { name: 'Create trial link' }));
    await expect(await links.findByText(MOCK_TRIAL_ERRORS.expiryRange)).toBeVisible();
  },
};

/** No link yet: said, with what a link is for; the form is there. */
export const Empty: Story = {
  parameters: { msw: { handlers: { trialLinks: trialLinkListHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement);
    await expect(await links.findByText('No free trial links yet')).toBeVisible();
    await expect(links.getByRole('button', { name: 'Create trial link' })).toBeVisible();
  },
};

/** No plan on sale: the form says a plan comes first. */
export const NoPlans: Story = {
  parameters: { msw: { handlers: { plans: planListHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement);
    await expect(
      await links.findByText('Put a plan on sale first: a free trial is a trial of one of your plans.'),
    ).toBeVisible();
    await expect(links.queryByRole('button', { name: 'Create trial link' })).toBeNull();
  },
};

/** The list is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { trialLinks: trialLinkListHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement);
    await expect(links.queryAllByRole('article')).toHaveLength(0);
  },
};

/** The list failed: the error with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { trialLinks: trialLinkListHandlers.error } } },
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement);
    await expect(await links.findByText(MOCK_SERVER_ERROR)).toBeVisible();
    await expect(links.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** "End link" asks first; confirming ends that link. */
export const EndConfirm: Story = {
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement);
    const [first] = await links.findAllByRole('article');
    await userEvent.click(within(first!).getByRole('button', { name: 'End link' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByText('End this trial link?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'End link' }));
    await waitFor(() => expect(trialCallLog.ended).toEqual([1]));
    await popupSays('Trial link ended');
  },
};

/** Arabic: the section, its links and its form in Arabic, mirrored. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement, 'روابط التجربة المجانية');
    await expect(await links.findAllByRole('article')).toHaveLength(4);
    await expect(links.getByRole('button', { name: 'إنشاء رابط تجربة' })).toBeVisible();
    await expect(links.getByText('تمت المطالبة بالكل')).toBeVisible();
  },
};
