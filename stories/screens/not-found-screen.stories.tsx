/** The 404 page (spec §2 catch-all), shown inside the app layout. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundScreen } from '../../src/screens/not-found/not-found-screen.tsx';

const meta = {
  title: 'Screens/NotFound',
  component: NotFoundScreen,
  parameters: { router: { route: '/nowhere' } },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app layout's `<main>` holds the page, so the page adds no second main landmark. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page doesn’t exist' })).toBeVisible();
    await expect(canvas.queryByRole('main')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en/home');
  },
};
