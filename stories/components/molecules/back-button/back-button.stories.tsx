import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, useLocation } from 'wouter';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackButton } from '../../../../src/components/molecules/back-button/back-button.tsx';

/** Shows the router's address, so a play function can see where Back went. */
function AddressProbe() {
  const [pathname] = useLocation();
  return (
    <p className="mt-4 text-sm text-ink-muted">
      Address: <code data-testid="address">{pathname}</code>
    </p>
  );
}

const meta = {
  title: 'Molecules/BackButton',
  component: BackButton,
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
        <AddressProbe />
      </div>
    ),
  ],
} satisfies Meta<typeof BackButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened straight on a post (a shared link): there is no history, so Back goes to /en/home. */
export const NoHistory: Story = {
  parameters: { router: { route: '/alice/42' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('address')).toHaveTextContent('/en/alice/42');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent(/^\/en\/home$/));
  },
};

/** After navigating inside the app, Back returns to the previous page, not home. */
export const WithHistory: Story = {
  parameters: { router: { route: '/search' } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Link to="/en/alice/42" className="ms-3 text-brand-700 underline">
          Open a post
        </Link>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Open a post' }));
    await expect(canvas.getByTestId('address')).toHaveTextContent('/en/alice/42');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent(/^\/en\/search$/));
  },
};

/** The arrow points to the start edge: right in Arabic. Without history it goes to /ar/home. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  parameters: { router: { route: '/alice/42' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    const icon = button.querySelector('svg');
    // Tailwind 4 mirrors with the `scale` property.
    await expect(icon && getComputedStyle(icon).scale).toBe('-1 1');
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent(/^\/ar\/home$/));
  },
};
