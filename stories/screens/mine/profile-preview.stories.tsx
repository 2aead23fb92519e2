/**
 * mine/profile-prvw (spec §2, creators): their own page as a visitor sees it, then as a subscriber
 * does (the server answers each view: the calls carry `preview`); the banner switches and exits,
 * and the page's buttons only say they are a preview.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  creatorPageCallLog,
  creatorPageHandlers,
  creatorProfileHandlers,
  resetCreatorPageCallLog,
} from '../../../src/mocks/handlers-discovery-creator.ts';
import { userHandlers, userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { ProfilePreviewScreen } from '../../../src/screens/mine/profile-prvw/profile-preview-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/ProfilePreview',
  component: ProfilePreviewScreen,
  parameters: {
    router: { route: '/mine/profile-prvw' },
    msw: {
      handlers: {
        ...userHandlers,
        ...creatorPageHandlers,
        userInfo: userInfoHandlers.creator,
        profile: creatorProfileHandlers.previewed,
      },
    },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    resetCreatorPageCallLog();
    const restore = sessionStoryReset();
    signInForStory();
    return restore;
  },
} satisfies Meta<typeof ProfilePreviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('region', { name: 'Preview of your page' });

/** As a visitor first: Subscribe is offered, and pressing it only says this is a preview. */
export const AsVisitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(banner(canvas)).getByRole('button', { name: 'As a visitor' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await canvas.findByRole('heading', { name: 'Mira Lens' })).toBeVisible();
    await waitFor(() => expect(creatorPageCallLog.posts[0]).toMatchObject({ preview: 'visitor' }));
    await expect(creatorPageCallLog.profilePreviews).toEqual(['visitor']);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Subscribe/ })[0]!);
    await waitFor(() =>
      expect(within(document.body).getByRole('status')).toHaveTextContent(
        'This is a preview: on your page, fans use this button.',
      ),
    );
    await expect(within(banner(canvas)).getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
      'href',
      '/en/mine/profile-set',
    );
  },
};

/** Switching to the subscriber's view asks the server for it. */
export const AsSubscriber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Mira Lens' });
    await userEvent.click(within(banner(canvas)).getByRole('button', { name: 'As a subscriber' }));
    await expect(within(banner(canvas)).getByRole('button', { name: 'As a subscriber' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      await within(banner(canvas)).findByText(/A subscriber of your plans sees their posts open/),
    ).toBeVisible();
    await waitFor(() => expect(creatorPageCallLog.profilePreviews).toEqual(['visitor', 'subscriber']));
    await waitFor(() => expect(creatorPageCallLog.posts.map((call) => call.preview)).toContain('subscriber'));
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-pressed="true"]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
  },
};
