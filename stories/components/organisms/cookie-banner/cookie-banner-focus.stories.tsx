/**
 * Focus after Accept (issue 22, WCAG 2.4.3): the banner leaves with the button that had focus, and
 * focus goes on to the page's heading (src/components/organisms/modal/return-focus.ts), not <body>.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CookieBanner } from '../../../../src/components/organisms/cookie-banner/cookie-banner.tsx';
import { COOKIE_AGREEMENT_KEY, refreshCookieConsent } from '../../../../src/state/cookie-consent.ts';

const meta = {
  title: 'Organisms/CookieBanner/Focus',
  component: CookieBanner,
  // The preview clears localStorage before each story; the store re-reads it here.
  beforeEach: () => {
    refreshCookieConsent();
  },
  decorators: [
    (Story) => (
      <>
        <main className="p-6">
          <h1 className="text-xl font-bold">Home</h1>
          <p>The newest posts from the creators you follow.</p>
        </main>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof CookieBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter on Accept: consent stored, the banner gone, focus on the page's h1. */
export const AcceptGivesFocusToThePageHeading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Cookie consent' });
    within(banner).getByRole('button', { name: 'Accept' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Cookie consent' })).toBeNull());
    await expect(localStorage.getItem(COOKIE_AGREEMENT_KEY)).toBe('1');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Home' })).toHaveFocus());
  },
};

/** The same in Arabic. */
export const AcceptGivesFocusToThePageHeadingArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'قبول' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
  },
};
