/**
 * The landing's first screen as a first-time visitor meets it (issue 22): the cookie banner, shown
 * until accepted, lies over none of the statistics, on a phone and on a laptop; and the words of
 * the showcase slides keep WCAG's 4.5:1 against every point of their gradient and circles.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CookieBanner } from '../../src/components/organisms/cookie-banner/cookie-banner.tsx';
import { LandingScreen } from '../../src/screens/landing/landing-screen.tsx';
import { closeAuthDialog } from '../../src/state/auth-dialog.ts';
import { refreshCookieConsent } from '../../src/state/cookie-consent.ts';
import { BODY_TEXT_CONTRAST, contrastReport, lowestContrast } from '../support/contrast.ts';
import { extraViewport } from '../support/viewports.ts';

/** The landing with the cookie banner the root shell shows beside every page until consent. */
function LandingWithBanner() {
  return (
    <>
      <LandingScreen />
      <CookieBanner />
    </>
  );
}

const meta = {
  title: 'Screens/Landing/FirstScreen',
  component: LandingWithBanner,
  parameters: { router: { route: '/' } },
  beforeEach: () => {
    // The preview clears localStorage before each story: no consent yet.
    refreshCookieConsent();
    closeAuthDialog();
    return () => window.scrollTo({ top: 0, behavior: 'instant' });
  },
} satisfies Meta<typeof LandingWithBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first screen before consent, as the visual set shoots it (in every language, so its play
 * names nothing): the banner has measured the strip it covers and padded the page's end for it.
 */
export const Default: Story = {
  play: async () => {
    await waitFor(() => expect(document.body.style.paddingBottom).not.toBe(''));
  },
};

/** True when the two boxes share any area. */
function overlap(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Scrolls the window and waits for the browser to report it. */
async function scrollWindowTo(y: number) {
  window.scrollTo({ top: y, behavior: 'instant' });
  await waitFor(() => expect(Math.abs(window.scrollY - y)).toBeLessThanOrEqual(1));
}

/**
 * At the first screen no figure or label of the statistics lies under the banner; scrolled to
 * them, all of them show above it (the banner pads the page's end, so they can); accepted, the
 * banner goes.
 */
async function bannerCoversNoStatistic(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const banner = await canvas.findByRole('region', { name: 'Cookie consent' });
  const stats = canvas.getByRole('region', { name: 'FanVault in numbers' });
  const figures = [...stats.querySelectorAll('dt, dd')];
  await expect(figures).toHaveLength(6);
  await waitFor(() => expect(document.body.style.paddingBottom).not.toBe(''));
  await scrollWindowTo(0);
  for (const figure of figures) {
    await expect(overlap(figure.getBoundingClientRect(), banner.getBoundingClientRect())).toBe(false);
  }
  // Scrolled until the statistics' foot meets the banner's top: every figure is on show above it.
  const bannerTop = banner.getBoundingClientRect().top;
  await scrollWindowTo(Math.round(stats.getBoundingClientRect().bottom - bannerTop));
  for (const figure of figures) {
    const box = figure.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(banner.getBoundingClientRect().top);
  }
  await userEvent.click(within(banner).getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(canvas.queryByRole('region', { name: 'Cookie consent' })).toBeNull());
}

/**
 * A laptop, 1280 × 800: the hero fills the first screen under the header, so the statistics start
 * at the fold and the banner lies over the hero's empty foot.
 */
export const CookieBannerLaptop: Story = {
  parameters: extraViewport('laptop1280x800'),
  play: async ({ canvasElement }) => {
    const stats = within(canvasElement).getByRole('region', { name: 'FanVault in numbers' });
    await expect(stats.getBoundingClientRect().top).toBeGreaterThanOrEqual(window.innerHeight);
    // What the hero says and offers stays clear of the banner.
    const banner = await within(canvasElement).findByRole('region', { name: 'Cookie consent' });
    for (const name of ['Join for free', 'Explore creators']) {
      const action = within(canvasElement).getAllByRole(name === 'Join for free' ? 'button' : 'link', {
        name,
      })[0]!;
      await expect(overlap(action.getBoundingClientRect(), banner.getBoundingClientRect())).toBe(false);
    }
    await bannerCoversNoStatistic(canvasElement);
  },
};

/** A phone, 375 px: the statistics come below the hero and its slides, clear of the banner. */
export const CookieBannerPhone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => bannerCoversNoStatistic(canvasElement),
};

/** Arabic on a laptop: the banner and the statistics mirrored, the figures as clear. */
export const CookieBannerLaptopArabic: Story = {
  globals: { locale: 'ar' },
  parameters: extraViewport('laptop1280x800'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'الموافقة على ملفات تعريف الارتباط' });
    const stats = canvas.getByRole('region', { name: 'FanVault بالأرقام' });
    await waitFor(() => expect(document.body.style.paddingBottom).not.toBe(''));
    for (const figure of stats.querySelectorAll('dt, dd')) {
      await expect(overlap(figure.getBoundingClientRect(), banner.getBoundingClientRect())).toBe(false);
    }
  },
};

/** Every slide's title and text, each measured against its own slide. */
async function slidesReadable(canvasElement: HTMLElement) {
  const slides = [...canvasElement.querySelectorAll('[aria-roledescription="slide"]')];
  await expect(slides).toHaveLength(3);
  const texts = slides.flatMap((slide) => [...slide.querySelectorAll('h2, p')]);
  await expect(texts).toHaveLength(6);
  for (const text of texts) {
    const surface = text.parentElement as Element;
    await expect(
      lowestContrast(text, surface),
      contrastReport([text], () => surface).join(),
    ).toBeGreaterThanOrEqual(BODY_TEXT_CONTRAST);
  }
}

/**
 * WCAG 1.4.3 on the showcase (issue 22): white words keep 4.5:1 on every slide at 375 px, where
 * the text runs under a translucent circle; the former stops gave 3.7:1.
 */
export const SlidesReadablePhone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => slidesReadable(canvasElement),
};

/** The same at 1280 px. */
export const SlidesReadableLaptop: Story = {
  parameters: extraViewport('laptop1280x800'),
  play: async ({ canvasElement }) => slidesReadable(canvasElement),
};

/** Arabic at 375 px: the words start at the right, where the gradients end. */
export const SlidesReadablePhoneArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => slidesReadable(canvasElement),
};
