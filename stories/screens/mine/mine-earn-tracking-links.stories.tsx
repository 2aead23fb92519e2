/**
 * mine/earn's tracking links section (issue 25), as the earnings screen loads it: make a named link (1 to 40 characters; at most 50), the
 * links newest first with their address to copy and what each brought (visits, sign-ups,
 * subscriptions, revenue), delete with a confirm. Empty, error, limit reached and Arabic too.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/handlers.ts';
import { earningsHandlers } from '../../../src/mocks/handlers-earnings.ts';
import {
  createTrackingLinkHandlers,
  MOCK_TRACKING_LINK_ERRORS,
  trackingLinkCallLog,
  trackingLinkListHandlers,
} from '../../../src/mocks/handlers-tracking-links.ts';
import { userHandlers, userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { TrackingLinksSection } from '../../../src/screens/mine/earn/tracking-links/tracking-links-section.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/Earn/TrackingLinks',
  component: TrackingLinksSection,
  args: { origin: 'https://fanvault.example' },
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
    trackingLinkCallLog.created.length = 0;
    trackingLinkCallLog.deleted.length = 0;
    return restore;
  },
} satisfies Meta<typeof TrackingLinksSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The popup message, once it says something. */
const popupSays = (text: string) =>
  waitFor(() => expect(within(document.body).getByRole('status')).toHaveTextContent(text));

const sectionOf = async (canvasElement: HTMLElement, name = 'Tracking links') =>
  within(await within(canvasElement).findByRole('region', { name }, { timeout: 5000 }));

/** Three links newest first, each with its full address (origin, language, code) and figures. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement);
    const rows = await links.findAllByRole('article');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Instagram bio');
    await expect(
      within(rows[0]!).getByText('https://fanvault.example/en/maraquinn?t=mockCode0001'),
    ).toBeVisible();
    await expect(within(rows[0]!).getByText('$412.77')).toBeVisible();
  },
};

/** A name makes a new link, trimmed; the list is asked again. */
export const CreateLink: Story = {
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement);
    await expect(await links.findAllByRole('article')).toHaveLength(3);
    await userEvent.type(links.getByRole('textbox', { name: /Link name/ }), '  Reddit  ');
    await userEvent.click(links.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(trackingLinkCallLog.created).toEqual(['Reddit']));
    await popupSays('Link created');
  },
};

/** No link yet: said, with what a link is for; the form is there. */
export const Empty: Story = {
  parameters: { msw: { handlers: { trackingLinks: trackingLinkListHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement);
    await expect(await links.findByText('No tracking links yet')).toBeVisible();
    await expect(links.getByRole('button', { name: 'Create link' })).toBeVisible();
  },
};

/** The list failed: the error with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { trackingLinks: trackingLinkListHandlers.error } } },
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement);
    await expect(await links.findByText(MOCK_SERVER_ERROR)).toBeVisible();
    await expect(links.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** 50 links: no form, but the limit said, with how to make room. */
export const LimitReached: Story = {
  parameters: { msw: { handlers: { trackingLinks: trackingLinkListHandlers.atLimit } } },
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement);
    await expect(
      await links.findByText('You have 50 links, the most you can have. Delete one to make a new one.'),
    ).toBeVisible();
    await expect(links.queryByRole('button', { name: 'Create link' })).toBeNull();
  },
};

/** A name of 41 characters is refused by the form itself; the server's refusal shows on the field. */
export const Refusals: Story = {
  parameters: { msw: { handlers: { createTrackingLink: createTrackingLinkHandlers.limit } } },
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement);
    const name = await links.findByRole('textbox', { name: /Link name/ });
    await userEvent.click(links.getByRole('button', { name: 'Create link' }));
    await expect(await links.findByText('Give the link a name.')).toBeVisible();
    // The field holds 40 characters; a pasted longer name is still checked by the contract's rule.
    name.removeAttribute('maxlength');
    await userEvent.type(name, 'x'.repeat(41));
    await expect(await links.findByText('A link name can be at most 40 characters.')).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'One more');
    await userEvent.click(links.getByRole('button', { name: 'Create link' }));
    await expect(await links.findByText(MOCK_TRACKING_LINK_ERRORS.limit)).toBeVisible();
  },
};

/** Delete asks first; confirming deletes that link. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement);
    await userEvent.click(await links.findByRole('button', { name: 'Delete TikTok spring campaign' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByText('Delete “TikTok spring campaign”?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(trackingLinkCallLog.deleted).toEqual([2]));
    await popupSays('Link deleted');
  },
};

/** Arabic: the section, its figures and its form in Arabic, mirrored; the addresses stay left to right. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const links = await sectionOf(canvasElement, 'روابط التتبع');
    await expect(await links.findAllByRole('article')).toHaveLength(3);
    await expect(links.getAllByText('الإيرادات').length).toBe(3);
    await expect(links.getByRole('button', { name: 'إنشاء رابط' })).toBeVisible();
  },
};
