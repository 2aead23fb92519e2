/** mine/security (issue 26): the member's login security, a composition of its sections. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { devicesHandlers } from '../../../src/mocks/handlers-devices.ts';
import { passkeyHandlers } from '../../../src/mocks/handlers-passkeys.ts';
import { twoFactorHandlers, twoFactorStatusHandlers } from '../../../src/mocks/handlers-two-factor.ts';
import { userHandlers, userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { visibleMarkHandlers } from '../../../src/mocks/handlers-visible-mark.ts';
import { SecurityScreen } from '../../../src/screens/mine/security/security-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/Security',
  component: SecurityScreen,
  parameters: {
    router: { route: '/mine/security' },
    msw: {
      handlers: { ...userHandlers, ...twoFactorHandlers, ...passkeyHandlers, devices: devicesHandlers.one },
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
    const restore = sessionStoryReset();
    signInForStory();
    return restore;
  },
} satisfies Meta<typeof SecurityScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's title, the two-factor section (off) and this device, the only one logged in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Login security' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Turn on' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Logged-in devices' })).toBeVisible();
  },
};

/** With two-factor authentication on. */
export const TwoFactorOn: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.on } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('7 recovery codes left')).toBeVisible();
  },
};

/** A creator's page ends with the visible watermark on the pictures they sell. */
export const Creator: Story = {
  parameters: {
    msw: { handlers: { userInfo: userInfoHandlers.creator, visibleMark: visibleMarkHandlers.current } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Visible watermark' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Logged-in devices' })).toBeVisible();
  },
};
