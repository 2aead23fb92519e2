/** The terms line under the auth dialog's forms: policy names link only to pages that exist. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TermsLine } from '../../../src/features/auth-dialog/terms-line.tsx';

const meta = {
  title: 'Features/AuthDialog/TermsLine',
  component: TermsLine,
} satisfies Meta<typeof TermsLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today: the policy pages are not built, so their names are text, never a link to the 404 screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent(
      'By continuing, you agree to the Terms of Service and the Privacy Policy.',
    );
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Once the legal pages land, both names link to them in a new tab. */
export const PagesBuilt: Story = {
  args: { screenBuilt: () => true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getByRole('link', { name: /Terms of Service/ });
    await expect(terms).toHaveAttribute('href', '/en/official/tos');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/en/official/privacy-policy',
    );
  },
};

/** Arabic, mirrored. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
