/**
 * A QR code drawn as an SVG (the console's authenticator enrolment, issue 23): dark modules on
 * white with a quiet zone, never mirrored in a right-to-left page.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from '../../../../src/components/atoms/qr-code/qr-code.tsx';

const OTPAUTH_URI =
  'otpauth://totp/FanVault%20Operations:admin%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=FanVault%20Operations';

const meta = {
  title: 'Atoms/QrCode',
  component: QrCode,
  args: { value: OTPAUTH_URI, label: 'QR code to scan with an authenticator app' },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An otpauth URI at the default 192 px: one picture named for a screen reader. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img', {
      name: 'QR code to scan with an authenticator app',
    });
    await expect(code).toHaveAttribute('width', '192');
    // Square, in whole modules: a version-3 code or larger with its 4-module quiet zone each side.
    const [, , width, height] = code.getAttribute('viewBox')!.split(' ').map(Number);
    await expect(width).toBe(height);
    await expect(width).toBeGreaterThanOrEqual(29 + 8);
  },
};

/** A small code for a short text. */
export const Small: Story = { args: { value: 'FanVault', size: 96 } };

/** In Arabic the page mirrors, the code does not. */
export const Rtl: Story = { globals: { locale: 'ar' } };
