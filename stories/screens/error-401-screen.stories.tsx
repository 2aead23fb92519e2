/**
 * The 401 page (spec §2), which stands outside the app's shell: it asks the member to log in
 * again, and logging in is its first action (the login dialog over home), home the other.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import { Error401Screen } from '../../src/screens/error-401/error-401-screen.tsx';
import { sessionStoryReset, WithShellOverlays } from '../support/session.tsx';

/** The 401 page and, behind its actions, home with the shell's login dialog. */
function Error401Routes() {
  return (
    <WithShellOverlays authDialog>
      <Switch>
        <Route path="/:lang/home">
          <h1>Home</h1>
        </Route>
        {/* The story shell puts the story's address under its language; the app's has none. */}
        <Route>
          <Error401Screen />
        </Route>
      </Switch>
    </WithShellOverlays>
  );
}

const meta = {
  title: 'Screens/Error401',
  component: Error401Routes,
  parameters: { router: { route: '/error-401' } },
  beforeEach: sessionStoryReset,
} satisfies Meta<typeof Error401Routes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'You need to log in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en/home');
  },
};

/** "Log in" goes home with the login dialog open there. */
export const LogInAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Log in or sign up' }),
    ).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/en/home');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
  },
};
