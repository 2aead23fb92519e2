/** The marketing landing page (spec §1, §2): hero, stats, advantages, academy teaser. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingScreen } from '../../src/screens/landing/landing-screen.tsx';

const meta = {
  title: 'Screens/Landing',
  component: LandingScreen,
  parameters: {
    router: { route: '/' },
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
    await expect(canvas.getByRole('link', { name: 'Join for free' })).toHaveAttribute(
      'href',
      '/en/home?auth=signup',
    );
    for (const link of canvas.getAllByRole('link', { name: 'Explore creators' })) {
      await expect(link).toHaveAttribute('href', '/en/home');
    }
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Built for creators who mean business' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Language/ })).toHaveTextContent('English');
    await expect(document.documentElement).toHaveAttribute('dir', 'ltr');
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
    await expect(canvas.getByRole('link', { name: 'Join for free' })).toBeVisible();
    // Nothing scrolls sideways at the smallest breakpoint.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
