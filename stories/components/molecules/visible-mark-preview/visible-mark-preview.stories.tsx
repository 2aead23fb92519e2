/** The visible mark's live preview (issue 26): each placement, the opacity's bounds, off, Arabic. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisibleMarkPreview } from '../../../../src/components/molecules/visible-mark-preview/visible-mark-preview.tsx';

const meta = {
  title: 'Molecules/VisibleMarkPreview',
  component: VisibleMarkPreview,
  decorators: [
    (Story) => (
      <div className="max-w-md p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    text: '@mira.lens · fanvault.example',
    placement: 'bottom-right',
    opacity: 30,
    label: 'Sample picture with a watermark',
  },
} satisfies Meta<typeof VisibleMarkPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bottom right at 30 %: what turning it on starts from. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', { name: 'Sample picture with a watermark' });
    await expect(picture).toHaveTextContent('@mira.lens · fanvault.example');
  },
};
export const TopLeft: Story = { args: { placement: 'top-left' } };
export const Centre: Story = { args: { placement: 'center', opacity: 60 } };
/** Repeated diagonally over the whole picture. */
export const Tiled: Story = { args: { placement: 'tiled', opacity: 40 } };
/** The faintest the creator may choose. */
export const Faintest: Story = { args: { placement: 'center', opacity: 10 } };
/** Off: the picture as it is. */
export const Off: Story = {
  args: { on: false, label: 'Sample picture without a watermark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).not.toHaveTextContent('@mira.lens');
  },
};
/** Arabic: the page mirrors, the picture's corners do not (the mark sits where the server draws it). */
export const Arabic: Story = { globals: { locale: 'ar' }, args: { placement: 'bottom-right' } };
