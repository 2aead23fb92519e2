/**
 * The terms line under the auth dialog's forms: the policy names link to their pages, and a plain
 * click opens the text in a dialog over the form (what was typed stays); a page not built is named
 * without a link.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TermsLine } from '../../../src/features/auth-dialog/terms-line.tsx';
import { sessionStoryReset, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Features/AuthDialog/TermsLine',
  component: TermsLine,
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: sessionStoryReset,
} satisfies Meta<typeof TermsLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both names link to their pages; Terms of Service opens the terms in a dialog. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent(
      'By continuing, you agree to the Terms of Service and the Privacy Policy.',
    );
    const terms = canvas.getByRole('link', { name: 'Terms of Service' });
    await expect(terms).toHaveAttribute('href', '/en/official/tos');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/en/official/privacy-policy',
    );
    await userEvent.click(terms);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Terms of service' });
    const firstPart = await within(dialog).findByRole('heading', { level: 2, name: 'Who we are' });
    // Visible once the dialog has faded in.
    await waitFor(() => expect(firstPart).toBeVisible());
    // The page's address did not change: the form behind stays as it was.
    await expect(canvas.getByTestId('location')).toHaveTextContent('/en');
  },
};

/** Arabic, mirrored. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};
