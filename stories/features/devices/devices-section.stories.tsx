/**
 * The member's logged-in devices (issue 26): this device marked, "Log out" on each other one and
 * "Log out everywhere else" after asking; loading, one device, several, a failed load, a failed
 * log out, Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DevicesSection } from '../../../src/features/devices/devices-section.tsx';
import { devicesHandlers } from '../../../src/mocks/handlers-devices.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/mock-errors.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

/** The stories' fixed time, the one the mock devices are dated from. */
const NOW = Date.UTC(2026, 2, 2, 12);

const meta = {
  title: 'Features/Devices/DevicesSection',
  component: DevicesSection,
  args: { now: NOW },
  parameters: { msw: { handlers: { devices: devicesHandlers.several } } },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <div className="mx-auto max-w-[560px] p-4">
          <Story />
        </div>
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    return restore;
  },
} satisfies Meta<typeof DevicesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const popup = () => body().getByRole('status');

/** This phone, a laptop used an hour ago and a tablet last week. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Safari on iOS')).toBeVisible();
    await expect(canvas.getByText('This device')).toBeVisible();
    await expect(canvas.getByText('Chrome on Windows')).toBeVisible();
    await expect(canvas.getByText('2001:db8:1::/48')).toBeVisible();
    await expect(canvas.getByText('1 hour ago')).toBeVisible();
    // This device has no "Log out" of its own: the account's log out is for that.
    await expect(canvas.queryByRole('button', { name: 'Log out Safari on iOS' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Log out Firefox on Android' })).toBeVisible();
  },
};

/** Logging out the laptop: it leaves the list at once. */
export const LogOutOne: Story = {
  parameters: { msw: { handlers: { devices: devicesHandlers.several } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log out Chrome on Windows' }));
    await waitFor(() => expect(canvas.queryByText('Chrome on Windows')).toBeNull());
    await waitFor(() => expect(popup()).toHaveTextContent('Chrome on Windows was logged out'));
  },
};

/** Logging out everywhere else asks first, then only this device is left. */
export const LogOutEverywhereElse: Story = {
  parameters: { msw: { handlers: { devices: devicesHandlers.several } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log out everywhere else' }));
    const dialog = await body().findByRole('alertdialog');
    await expect(within(dialog).getByText('Log out every other device?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out everywhere else' }));
    await expect(await canvas.findByText('Your account isn’t logged in anywhere else.')).toBeVisible();
    await expect(canvas.queryByText('Firefox on Android')).toBeNull();
    await waitFor(() => expect(popup()).toHaveTextContent('2 devices were logged out'));
  },
};

/** Only this device: nothing to log out. */
export const OneDevice: Story = {
  parameters: { msw: { handlers: { devices: devicesHandlers.one } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your account isn’t logged in anywhere else.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Log out/ })).toBeNull();
  },
};

/** The list on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { devices: devicesHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The list cannot be loaded: the failure with a way to ask again. */
export const Error: Story = {
  parameters: { msw: { handlers: { devices: devicesHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR)).toBeVisible();
  },
};

/** Logging a device out fails: the device stays and the failure is said. */
export const LogOutFails: Story = {
  parameters: { msw: { handlers: { devices: devicesHandlers.logOutFails } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log out Chrome on Windows' }));
    await waitFor(() => expect(popup()).toHaveTextContent(MOCK_SERVER_ERROR));
    await expect(canvas.getByText('Chrome on Windows')).toBeVisible();
  },
};

/** Arabic: mirrored, the network kept left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('هذا الجهاز')).toBeVisible();
    await expect(
      canvasElement.closest('[dir="rtl"]') ?? document.querySelector('[dir="rtl"]'),
    ).not.toBeNull();
  },
};
