import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CookieBanner } from '../../../../src/components/organisms/cookie-banner/cookie-banner.tsx';
import { COOKIE_AGREEMENT_KEY, refreshCookieConsent } from '../../../../src/state/cookie-consent.ts';

const meta = {
  title: 'Organisms/CookieBanner',
  component: CookieBanner,
  // The preview clears localStorage before each story; the store re-reads it here.
  beforeEach: () => {
    refreshCookieConsent();
  },
} satisfies Meta<typeof CookieBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shown until consent: Accept stores `cookie-agreement` = '1' in localStorage and hides it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Cookie consent' });
    await expect(within(banner).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/en/official/cookie-policy',
    );
    await expect(localStorage.getItem(COOKIE_AGREEMENT_KEY)).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Cookie consent' })).toBeNull());
    await expect(localStorage.getItem(COOKIE_AGREEMENT_KEY)).toBe('1');
  },
};

/** With the flag already stored the banner never shows. */
export const Agreed: Story = {
  beforeEach: () => {
    localStorage.setItem(COOKIE_AGREEMENT_KEY, '1');
    refreshCookieConsent();
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  },
};

/**
 * A long page on a phone: scrolled to the end, its last line sits above the banner, and the
 * reserved space goes once the banner is accepted.
 */
export const LongPageMobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  decorators: [
    (Story) => (
      <>
        <div style={{ height: 1600 }} />
        <p>End of the page</p>
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Cookie consent' });
    const pageEnd = canvas.getByText('End of the page');
    await waitFor(() => expect(document.body.style.paddingBottom).not.toBe(''));
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() =>
      expect(pageEnd.getBoundingClientRect().bottom).toBeLessThanOrEqual(banner.getBoundingClientRect().top),
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(document.body.style.paddingBottom).toBe(''));
    window.scrollTo(0, 0);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/ar/official/cookie-policy');
  },
};
