import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '../../../../src/components/organisms/footer/footer.tsx';

const social = {
  instagram: 'https://instagram.com/fanvault',
  facebook: 'https://facebook.com/fanvault',
  twitter: 'https://x.com/fanvault',
  youtube: 'https://youtube.com/@fanvault',
  tiktok: 'https://tiktok.com/@fanvault',
};

const meta = {
  title: 'Organisms/Footer',
  component: Footer,
  args: {
    year: 2025,
    email: 'support@fanvault.example',
    address: ['FanVault Ltd', '12 Harbour Street', 'Dublin D02 X285, Ireland'],
    social,
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const follow = within(canvas.getByRole('navigation', { name: 'Follow us' }));
    for (const [name, href] of [
      ['Instagram', social.instagram],
      ['Facebook', social.facebook],
      ['X (Twitter)', social.twitter],
      ['YouTube', social.youtube],
      ['TikTok', social.tiktok],
    ]) {
      await expect(follow.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(canvas.getByRole('link', { name: /support@fanvault\.example/ })).toHaveAttribute(
      'href',
      'mailto:support@fanvault.example',
    );
    await expect(canvas.getByText('12 Harbour Street')).toBeVisible();
    // The policy pages, under /{lang}/official/.
    await expect(
      within(canvas.getByRole('navigation', { name: 'Legal' })).getByRole('link', { name: 'DMCA' }),
    ).toHaveAttribute('href', '/en/official/dmca');
    // The year comes from the prop, never the clock.
    await expect(canvas.getByText('© 2025 FanVault. All rights reserved.')).toBeVisible();
  },
};

/** Each policy has its link. */
export const LegalPagesBuilt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Spec §2: the policy pages live under /{lang}/official/.
    const legal = within(canvas.getByRole('navigation', { name: 'Legal' }));
    for (const [name, href] of [
      ['Terms of service', '/en/official/tos'],
      ['Privacy policy', '/en/official/privacy-policy'],
      ['Cookie policy', '/en/official/cookie-policy'],
      ['DMCA', '/en/official/dmca'],
      ['Acceptable use policy', '/en/official/acceptable-use-policy'],
      ['Complaints policy', '/en/official/complaints-policy'],
    ]) {
      await expect(legal.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // The year comes from the prop, never the clock.
    await expect(canvas.getByText('© 2025 FanVault. All rights reserved.')).toBeVisible();
  },
};

/** The column tracks of the footer's grid at the current width, as the browser laid them out. */
function gridTracks(canvasElement: HTMLElement): { tracks: number; sections: number } {
  const grid = canvasElement.querySelector('footer > div')!;
  return {
    tracks: getComputedStyle(grid).gridTemplateColumns.split(' ').length,
    sections: grid.children.length,
  };
}

/** Desktop with the legal pages: the Legal column is the third track. */
export const DesktopWithLegal: Story = {
  globals: { viewport: { value: 'desktop1170', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1170);
    await expect(gridTracks(canvasElement)).toEqual({ tracks: 3, sections: 3 });
  },
};

/** Only the networks that have a URL are shown; no address. */
export const Minimal: Story = {
  args: { social: { instagram: social.instagram }, address: [] },
  play: async ({ canvasElement }) => {
    const follow = within(within(canvasElement).getByRole('navigation', { name: 'Follow us' }));
    await expect(follow.getAllByRole('link')).toHaveLength(1);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    // Links keep the Arabic path prefix.
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.some((link) => link.getAttribute('href') === '/ar/official/tos')).toBe(true);
  },
};
