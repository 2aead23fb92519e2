/**
 * mine/profile-set (spec §2, creators): the cover, avatar, display name, bio and social links as
 * the creator page shows them; no account name or email (those are the account screen's).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeCreatorUserInfo } from '../../../src/mocks/factories-user.ts';
import { profileHandlers, profileSaves, resetProfile } from '../../../src/mocks/handlers-profile.ts';
import { ProfileSetScreen } from '../../../src/screens/mine/profile-set/profile-set-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/ProfileSet',
  component: ProfileSetScreen,
  parameters: { router: { route: '/mine/profile-set' }, msw: { handlers: profileHandlers } },
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
    resetProfile(makeCreatorUserInfo({ description: 'Film photographer in Lisbon.' }));
    return restore;
  },
} satisfies Meta<typeof ProfileSetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The creator's page fields; a bio edit and a link to the product's own site are saved. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your creator page' })).toBeVisible();
    await expect(await canvas.findByLabelText(/^About you/)).toHaveValue('Film photographer in Lisbon.');
    await expect(canvas.queryByLabelText(/^Account name/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Change email' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('YouTube'), 'https://fanvault.example/lisbon');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(document.body).getByRole('status')).toHaveTextContent('Your changes are saved.'),
    );
    await expect(profileSaves).toEqual([
      { set_social_media: { youtube_link: 'https://fanvault.example/lisbon' } },
    ]);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('textarea[name="description"]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
  },
};
