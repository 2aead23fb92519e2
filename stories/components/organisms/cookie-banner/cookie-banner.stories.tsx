import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BottomBar } from '../../../../src/components/organisms/bottom-bar/bottom-bar.tsx';
import { CookieBanner } from '../../../../src/components/organisms/cookie-banner/cookie-banner.tsx';
import { COOKIE_AGREEMENT_KEY, refreshCookieConsent } from '../../../../src/state/cookie-consent.ts';
import { extraViewport } from '../../../support/viewports.ts';

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

/**
 * Shown until consent: Accept stores `cookie-agreement` = '1' in localStorage and hides it. The
 * banner links the cookie policy.
 */
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

/** The banner links to the cookie policy. */
export const CookiePolicyBuilt: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Cookie consent' });
    await expect(within(banner).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/en/official/cookie-policy',
    );
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

/** The point at the middle of an element, in window coordinates. */
function centre(element: Element) {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** Scrolls the window and waits for the browser to report it. */
async function scrollWindowTo(y: number) {
  window.scrollTo({ top: y, behavior: 'instant' });
  await waitFor(() => expect(window.scrollY).toBe(y));
}

/**
 * A phone page with the bottom navigation, before consent: the banner sits on the bar, so every
 * link of the bar stays uncovered and usable; when the bar slides away on scroll, the banner
 * follows it down to the window's edge, and comes back up with it.
 */
export const AboveBottomBarMobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' }, router: { route: '/home' } },
  decorators: [
    (Story) => (
      <>
        <div style={{ height: 2400 }} className="p-4 text-ink-muted">
          A long page
        </div>
        <BottomBar />
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Cookie consent' });
    const bar = canvas.getByRole('navigation', { name: 'Main' });
    await scrollWindowTo(0);
    await waitFor(() =>
      expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top),
    );
    for (const name of ['Home', 'Search', 'Publish', 'Messages', 'Me']) {
      const link = within(bar).getByRole('link', { name });
      const { x, y } = centre(link);
      // What a tap at the link's middle reaches: the link, not the banner.
      await expect(link.contains(document.elementFromPoint(x, y))).toBe(true);
    }

    await scrollWindowTo(900);
    await waitFor(() => expect(bar).toHaveAttribute('data-hidden', 'true'));
    await waitFor(() => expect(window.innerHeight - banner.getBoundingClientRect().bottom).toBeCloseTo(0, 0));
    await scrollWindowTo(700);
    await waitFor(() => expect(bar).not.toHaveAttribute('data-hidden'));
    await waitFor(() =>
      expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top),
    );
    await scrollWindowTo(0);
  },
};

/** From 958 px there is no bottom bar (the layout hides it): the banner keeps to the bottom edge. */
export const WithoutBottomBarDesktop: Story = {
  parameters: { viewport: { defaultViewport: 'desktop958' }, router: { route: '/home' } },
  decorators: [
    (Story) => (
      <>
        <BottomBar className="desktop:hidden" />
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Cookie consent' });
    await waitFor(() =>
      expect(window.innerHeight - banner.getBoundingClientRect().bottom).toBeCloseTo(24, 0),
    );
  },
};

/** The smallest phone the product serves (WCAG 1.4.10's 320 CSS px), 640 px tall. */
const NARROW = extraViewport('phone320x640');

/**
 * At 320 × 640 the banner is a compact strip with Accept beside the words: in English it covers at
 * most a sixth of the window (96 px; the floating card took 148), and the window's foot it covers is
 * published for the document's scroll padding.
 */
export const Narrow320: Story = {
  parameters: NARROW,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Cookie consent' });
    await expect(window.innerWidth).toBe(320);
    const box = banner.getBoundingClientRect();
    await expect(box.height).toBeLessThanOrEqual(640 / 6);
    await expect(box.width).toBe(320);
    const accept = within(banner).getByRole('button', { name: 'Accept' });
    // Beside the words, not under them.
    await expect(accept.getBoundingClientRect().top).toBeLessThan(
      within(banner).getByRole('link', { name: 'Cookie policy' }).getBoundingClientRect().bottom,
    );
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--cookie-banner-cover')).toBe(
        `${Math.ceil(window.innerHeight - banner.getBoundingClientRect().top)}px`,
      ),
    );
  },
};

/** The same in Arabic: Accept on the left, the words on the right, still a sixth of the window. */
export const Narrow320Rtl: Story = {
  parameters: NARROW,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'الموافقة على ملفات تعريف الارتباط' });
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(640 / 6);
    const accept = within(banner).getByRole('button', { name: 'قبول' });
    const words = within(banner).getByRole('link').closest('p')!;
    await expect(accept.getBoundingClientRect().right).toBeLessThanOrEqual(
      words.getBoundingClientRect().left,
    );
  },
};

/**
 * Keyboard focus never rests under the banner or the bottom bar (WCAG 2.4.11): on a phone page of
 * thirty buttons, each one that takes the focus in turn is scrolled clear of both.
 */
export const FocusClearOfBannerMobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' }, router: { route: '/home' } },
  decorators: [
    (Story) => (
      <>
        <div className="flex flex-col gap-4 p-4">
          {Array.from({ length: 30 }, (_, index) => (
            <button key={index} type="button" className="h-11 rounded-full bg-surface ring-1 ring-line">
              Item {index + 1}
            </button>
          ))}
        </div>
        <BottomBar />
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Cookie consent' });
    const bar = canvas.getByRole('navigation', { name: 'Main' });
    await scrollWindowTo(0);
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--cookie-banner-cover')).not.toBe(''),
    );
    for (let index = 1; index <= 30; index += 1) {
      const item = canvas.getByRole('button', { name: `Item ${index}` });
      await userEvent.tab();
      await expect(item).toHaveFocus();
      const { bottom } = item.getBoundingClientRect();
      await expect(bottom).toBeLessThanOrEqual(banner.getBoundingClientRect().top);
      await expect(bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top);
    }
    await scrollWindowTo(0);
  },
};
