import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreatorBanner } from '../../../../src/components/organisms/creator-banner/creator-banner.tsx';
import { makeCreator } from '../../../../src/mocks/factories.ts';
import { MOCK_ARABIC_CAPTION, MOCK_LONG_DESCRIPTION } from '../../../../src/mocks/factories-discovery.ts';

const creator = makeCreator({
  id: 1,
  instagram_link: 'https://instagram.com/mira.lens',
  youtube_link: 'https://youtube.com/@mira.lens',
});

const meta = {
  title: 'Organisms/CreatorBanner',
  component: CreatorBanner,
  args: {
    creator,
    signedIn: true,
    onCopyLink: fn(),
    onReport: fn(),
    onBlock: fn(),
    onSubscribe: fn(),
    onViewPlans: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, paddingBottom: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreatorBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Another creator's page for a member: counts, links, copy link, report, block and Subscribe. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mira Lens' })).toBeVisible();
    await expect(canvas.getByText('@mira.lens')).toBeVisible();
    await expect(canvas.getByText('17 posts')).toBeVisible();
    await expect(canvas.getByText('26.3K views')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://instagram.com/mira.lens',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link to this page' }));
    await expect(args.onCopyLink).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Report Mira Lens' }));
    await expect(args.onReport).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Block Mira Lens' }));
    await expect(args.onBlock).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribe).toHaveBeenCalledOnce();
  },
};

/** A visitor: report and block are for signed-in users (spec §2); copy link and Subscribe stay. */
export const Visitor: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Report/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Block/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Copy link to this page' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  },
};

/** The creator's own page: no subscribe, report or block; a note says how others see it. */
export const Own: Story = {
  args: { own: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This is your page as others see it.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Report|Block/ })).toBeNull();
  },
};

/** The viewer holds a plan: the disabled Subscribed button. */
export const Subscribed: Story = {
  args: { creator: { ...creator, is_subscribed: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Subscribed' })).toBeDisabled();
  },
};

/** A creator the viewer blocked: no subscribing, no second block. */
export const Blocked: Story = {
  args: { blocked: true, creator: { ...creator, is_block: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Block/ })).toBeNull();
  },
};

/** A long description is folded to three lines until Show more. */
export const LongDescription: Story = {
  args: { creator: { ...creator, description: MOCK_LONG_DESCRIPTION } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Commissions open twice a year/)).toBeVisible();
  },
};

/** An Arabic bio in the English interface reads right to left on its own. */
export const ArabicDescription: Story = {
  args: { creator: { ...creator, description: MOCK_ARABIC_CAPTION } },
  play: async ({ canvasElement }) => {
    const bio = within(canvasElement).getByText(MOCK_ARABIC_CAPTION);
    await expect(bio).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(bio).direction).toBe('rtl');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Mira Lens');
    // The account name stays left to right inside the Arabic page.
    await expect(canvas.getByText('@mira.lens')).toHaveAttribute('dir', 'ltr');
  },
};
