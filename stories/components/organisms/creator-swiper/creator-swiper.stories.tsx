import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../../src/components/atoms/button/button.tsx';
import { CreatorSwiper } from '../../../../src/components/organisms/creator-swiper/creator-swiper.tsx';
import { makeCreators } from '../../../../src/mocks/factories.ts';

const creators = makeCreators(8);

const meta = {
  title: 'Organisms/CreatorSwiper',
  component: CreatorSwiper,
  args: { title: 'Popular creators', creators },
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreatorSwiper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: cards to swipe, no arrows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    // display:none below 958 px takes the arrows out of the accessibility tree too.
    await expect(canvas.queryByRole('button', { name: 'Next creators' })).toBeNull();
  },
};

/** On desktop the arrows page through the row; Previous is off at the start. */
export const Desktop: Story = {
  parameters: { viewport: { defaultViewport: 'desktop1108' } },
  args: {
    action: (
      <Button variant="ghost" size="sm">
        Replace
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous creators' });
    const next = canvas.getByRole('button', { name: 'Next creators' });
    await expect(next).toBeVisible();
    await waitFor(() => expect(next).toBeEnabled());
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
  },
};

export const Loading: Story = {
  args: { loading: true, creators: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Mirrored: the first card sits at the right edge, the row runs leftwards. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
  },
};
