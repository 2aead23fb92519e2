/**
 * A legal page (/{lang}/official/… and the about pages of /{lang}/mine): the text in the reader's
 * language, read from its file (public/legal), with the deployment's operator written in; loading,
 * and a failure with Reload.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { legalTextHandlers } from '../../../src/mocks/handlers-legal.ts';
import { LegalScreen } from '../../../src/screens/legal/legal-screen.tsx';

const meta = {
  title: 'Screens/Legal',
  component: LegalScreen,
  args: { section: 'tos' },
  parameters: { router: { route: '/official/tos' } },
} satisfies Meta<typeof LegalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('FanVault Demo Operator');
    await expect(canvasElement).not.toHaveTextContent(/\{operatorName\}/);
    // A link to another text stays under the reader's language.
    await expect(canvas.getAllByRole('link', { name: /Privacy Policy/i })[0]).toHaveAttribute(
      'href',
      '/en/official/privacy-policy',
    );
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

export const Privacy: Story = {
  args: { section: 'pp' },
  parameters: { router: { route: '/official/privacy-policy' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeVisible();
  },
};

/** On a phone: one readable column, nothing wider than the screen. */
export const Phone: Story = {
  args: { section: 'cp' },
  parameters: { router: { route: '/official/cookie-policy' }, viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { legal: legalTextHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** The text could not be fetched: the error, and Reload asks again. */
export const Failed: Story = {
  parameters: { msw: { handlers: { legal: legalTextHandlers.failing } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reload = await canvas.findByRole('button', { name: 'Reload' });
    await userEvent.click(reload);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible());
  },
};

/** Arabic: the Arabic text, right to left, the table of contents and lists mirrored. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { section: 'pp' },
  parameters: { router: { route: '/official/privacy-policy' } },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const title = await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(title).not.toHaveTextContent('Privacy Policy');
    await expect(within(canvasElement).getByRole('navigation')).toBeVisible();
  },
};
