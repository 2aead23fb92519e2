import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SocialLinksRow } from '../../../../src/components/molecules/social-links-row/social-links-row.tsx';

const all = {
  instagram_link: 'https://www.instagram.com/mira.lens',
  facebook_link: 'https://www.facebook.com/mira.lens',
  twitter_link: 'https://x.com/miralens',
  youtube_link: 'https://www.youtube.com/@miralens',
  tiktok_link: 'https://www.tiktok.com/@mira.lens',
};

const meta = {
  title: 'Molecules/SocialLinksRow',
  component: SocialLinksRow,
  args: { links: all },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SocialLinksRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All five networks, in order, opening in a new tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Instagram',
      'Facebook',
      'X (Twitter)',
      'YouTube',
      'TikTok',
    ]);
    await expect(links[2]).toHaveAttribute('href', all.twitter_link);
    await expect(links[2]).toHaveAttribute('target', '_blank');
    await expect(links[2]).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
/** Only the filled links show. */
export const Some: Story = {
  args: { links: { instagram_link: all.instagram_link, facebook_link: '', tiktok_link: all.tiktok_link } },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[1]).toHaveAccessibleName('TikTok (opens in a new tab)');
  },
};
export const IconsOnly: Story = {
  args: { showLabels: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'YouTube (opens in a new tab)' }),
    ).toBeVisible();
  },
};
/** No links: nothing renders. */
export const Empty: Story = {
  args: { links: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
export const Rtl: Story = { globals: { locale: 'ar' } };
