/** The landing's creator-academy teaser. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AcademyTeaser } from '../../src/screens/landing/academy-teaser.tsx';

const meta = {
  title: 'Screens/Landing/AcademyTeaser',
  component: AcademyTeaser,
  parameters: { router: { route: '/' } },
} satisfies Meta<typeof AcademyTeaser>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The teaser and its button to the academy. */
export const AcademyBuilt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Learn to grow from day one' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Watch the lessons' })).toHaveAttribute(
      'href',
      '/en/official/academy',
    );
  },
};
