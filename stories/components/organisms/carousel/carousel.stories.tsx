import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from '../../../../src/components/organisms/carousel/carousel.tsx';

const tones = ['#7c3aed', '#db2777', '#4c1d95'];

const meta = {
  title: 'Organisms/Carousel',
  component: Carousel,
  args: {
    label: 'Highlights',
    children: tones.map((color, index) => (
      <div
        key={color}
        style={{
          background: color,
          height: 220,
          borderRadius: 24,
          color: 'white',
          padding: 24,
          fontSize: 24,
        }}
      >
        Slide {index + 1}
      </div>
    )),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Go to slide 2 of 3' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Go to slide 2 of 3' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  },
};
export const Autoplay: Story = {
  args: { autoplayMs: 8000 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Highlights' });
    await userEvent.hover(region);
    await expect(region).toHaveAttribute('data-paused', 'true');
  },
};
export const Rtl: Story = { globals: { locale: 'ar' } };
