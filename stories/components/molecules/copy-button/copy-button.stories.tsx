import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from '../../../../src/components/molecules/copy-button/copy-button.tsx';

const meta = {
  title: 'Molecules/CopyButton',
  component: CopyButton,
  args: {
    text: 'JBSWY3DPEHPK3PXP',
    label: 'Copy key',
    copiedLabel: 'Key copied',
    failedLabel: 'Could not copy.',
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button, before it is pressed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copy key' })).toBeVisible();
  },
};

/** Copies and says so in a polite live region; a browser that refuses says that instead. */
export const Copies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/Key copied|Could not copy\./));
  },
};
