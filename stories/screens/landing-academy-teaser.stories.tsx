/** The landing's creator-academy teaser: offered only once the academy exists. */
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

/** Today: the academy is not built, so the landing shows no teaser and no link to a 404. */
export const NotBuiltYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Learn to grow from day one' })).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Once the academy lands with its issue, the teaser and its button come back. */
export const AcademyBuilt: Story = {
  args: { screenBuilt: () => true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Learn to grow from day one' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Watch the lessons' })).toHaveAttribute(
      'href',
      '/en/official/academy',
    );
  },
};
