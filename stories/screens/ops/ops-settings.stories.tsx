/**
 * The admin's console settings (issue 23): whether new posts wait for review or publish at once
 * and are reviewed after, and whether creator applications wait for a reviewer; saving, each load
 * state, and Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { opsAdminHandlers, resetOpsAdmin } from '../../../src/mocks/handlers-ops-admin.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/mock-errors.ts';
import { OpsSettingsScreen } from '../../../src/screens/ops/settings/ops-settings-screen.tsx';

const meta = {
  title: 'Screens/Ops/Settings',
  component: OpsSettingsScreen,
  parameters: {
    router: { route: '/ops/settings' },
    viewport: { defaultViewport: 'desktop1170' },
    msw: { handlers: opsAdminHandlers.loaded },
  },
  beforeEach: () => resetOpsAdmin(),
} satisfies Meta<typeof OpsSettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The modes in force are chosen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /Wait for review/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Publish at once/ })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Wait for a reviewer/ })).toBeChecked();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Creator applications' })).toBeVisible();
  },
};

/** Choosing the other mode and saving it. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Publish at once/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await canvas.findByText('Settings saved.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: opsAdminHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: opsAdminHandlers.error } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(MOCK_SERVER_ERROR)).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('radio')).toHaveLength(4);
  },
};
