/** The marketing landing page (spec §1, §2): hero, stats, advantages, academy teaser. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LandingScreen } from '../../src/screens/landing/landing-screen.tsx';
import { authDialog, closeAuthDialog } from '../../src/state/auth-dialog.ts';
import { lineCount, widthsSplittingWords, wordsSplitAcrossLines } from '../support/line-breaks.ts';

const meta = {
  title: 'Screens/Landing',
  component: LandingScreen,
  parameters: {
    router: { route: '/' },
  },
  beforeEach: () => {
    closeAuthDialog();
    return closeAuthDialog;
  },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing page as a visitor first sees it, on desktop. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your content. Your fans. Your income.' }),
    ).toBeVisible();
    // The spec's stats: 20+ countries, 5000+ creators, 0% charge.
    const stats = within(canvas.getByRole('region', { name: 'FanVault in numbers' }));
    await expect(stats.getByText('20+')).toBeVisible();
    await expect(stats.getByText('5000+')).toBeVisible();
    await expect(stats.getByText('0%')).toBeVisible();
    for (const link of canvas.getAllByRole('link', { name: 'Explore creators' })) {
      await expect(link).toHaveAttribute('href', '/en/home');
    }
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Built for creators who mean business' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Language/ })).toHaveTextContent('English');
    await expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    // The academy is built: its teaser links to it under the page's language.
    await expect(canvas.getByRole('link', { name: 'Watch the lessons' })).toHaveAttribute(
      'href',
      '/en/official/academy',
    );
    // The policy pages are: the footer links them.
    await expect(
      within(canvas.getByRole('navigation', { name: 'Legal' })).getByRole('link', { name: /Terms/ }),
    ).toHaveAttribute('href', '/en/official/tos');
    // Join for free opens the sign-up dialog on the spot.
    await expect(authDialog.open).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Join for free' }));
    await expect(authDialog).toMatchObject({ open: true, screen: 'signUp' });
  },
};

/** The footer links each policy page under the page's language. */
export const PolicyPagesBuilt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = within(canvas.getByRole('navigation', { name: 'Legal' }));
    for (const [name, href] of [
      [/Terms/, '/en/official/tos'],
      [/Privacy/, '/en/official/privacy-policy'],
      [/Cookie/, '/en/official/cookie-policy'],
      [/DMCA/, '/en/official/dmca'],
    ] as const) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

/** Arabic: the whole page mirrors right to left and links keep the /ar prefix. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 1 })).direction).toBe('rtl');
    await expect(canvas.getByRole('button', { name: /.+/, expanded: false })).toHaveTextContent('العربية');
    for (const link of canvas.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/'))) {
      await expect(link.getAttribute('href')).toMatch(/^\/ar(\/|$|\?)/);
    }
  },
};

/** 375 px: the header keeps only the logo and the language globe; the hero carries the calls to action. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(375);
    const header = within(canvas.getByRole('banner'));
    await expect(header.queryByRole('link', { name: 'Explore creators' })).toBeNull();
    await expect(header.getByRole('button', { name: /^Language/ })).toBeVisible();
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'Explore creators' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Join for free' })).toBeVisible();
    // Nothing scrolls sideways at the smallest breakpoint.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The headline's font size in px, to sweep widths in whole characters. */
function fontSize(element: Element): number {
  return parseFloat(getComputedStyle(element).fontSize);
}

/**
 * Japanese on a phone: the headline breaks between phrases (あなたの / コンテンツ。), never inside
 * a word (コンテン / ツ), by `word-break: auto-phrase` on headings (src/app/styles.css). Checked at
 * the phone's width and at every narrower width down to the longest phrase (6 characters).
 */
export const JapaneseMobile: Story = {
  globals: { locale: 'ja', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const headline = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(headline).toHaveTextContent('あなたのコンテンツ。あなたのファン。あなたの収入。');
    await document.fonts.ready;
    // More than one line, or the assertion below would hold for any rule.
    await expect(lineCount(headline)).toBeGreaterThan(1);
    await expect(wordsSplitAcrossLines(headline, 'ja')).toEqual([]);
    const em = fontSize(headline);
    await expect(
      widthsSplittingWords(headline, 'ja', { from: Math.ceil(6 * em), to: headline.clientWidth }),
    ).toEqual([]);
  },
};

/** Korean on a phone: headings break at the spaces between words, not between syllables. */
export const KoreanMobile: Story = {
  globals: { locale: 'ko', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading');
    await document.fonts.ready;
    const headline = headings[0]!;
    await expect(headline).toHaveTextContent('나의 콘텐츠. 나의 팬. 나의 수익.');
    const em = fontSize(headline);
    await expect(
      widthsSplittingWords(headline, 'ko', { from: Math.ceil(4 * em), to: headline.clientWidth }),
    ).toEqual([]);
    for (const heading of headings) await expect(wordsSplitAcrossLines(heading, 'ko')).toEqual([]);
  },
};
