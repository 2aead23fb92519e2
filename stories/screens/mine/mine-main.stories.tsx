/** mine/main: the main profile at any width, opened from mine home's header row on a phone. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accountHandlers } from '../../../src/mocks/handlers-account.ts';
import { userHandlers, userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { MineMainScreen } from '../../../src/screens/mine/home/mine-main-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/Main',
  component: MineMainScreen,
  parameters: {
    router: { route: '/mine/main' },
    viewport: { defaultViewport: 'mobile375' },
    msw: { handlers: { ...accountHandlers, ...userHandlers } },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: sessionStoryReset,
} satisfies Meta<typeof MineMainScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone, the member's own profile in full, with log out. */
export const Member: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    const profile = await within(canvasElement).findByRole('region', { name: 'Ada Lovelace' });
    await expect(within(profile).getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** A visitor gets the visitor panel here too. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Welcome to FanVault' })).toBeVisible();
  },
};

/** While the user record loads: a skeleton in the profile's shape. */
export const Loading: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.creator } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Mira Lens' });
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
  },
};
