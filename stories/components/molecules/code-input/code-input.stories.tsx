import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CodeInput } from '../../../../src/components/molecules/code-input/code-input.tsx';

const meta = {
  title: 'Molecules/CodeInput',
  component: CodeInput,
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
  args: { onResend: fn(), onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof CodeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec section 5: the resend wait starts at 60 s, with Resend disabled meanwhile. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(6);
    const resend = canvas.getByRole('button', { name: /Resend in/ });
    await expect(resend).toHaveTextContent('Resend in 60 seconds');
    await expect(resend).toBeDisabled();
  },
};
/** Typing moves forward, Backspace on an empty box moves back and clears it. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('textbox');
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('12');
    await expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[1]).toHaveFocus();
    await expect(boxes[1]).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
  },
};
/** A pasted code fills all 6 boxes and completes. */
export const Paste: Story = {
  play: async ({ args, canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('textbox');
    await userEvent.click(boxes[0]!);
    await userEvent.paste('482 913');
    await expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['4', '8', '2', '9', '1', '3']);
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};
/** A 3 s wait stands in for the 60 s one: the count goes down, Resend enables at 0, and restarts. */
export const ShortCountdown: Story = {
  args: { resendSeconds: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const resend = canvas.getByRole('button', { name: /Resend/ });
    await expect(resend).toHaveTextContent('Resend in 3 seconds');
    await expect(resend).toBeDisabled();
    await waitFor(() => expect(resend).toHaveTextContent('Resend in 2 seconds'));
    await waitFor(() => expect(resend).toBeEnabled());
    await expect(resend).toHaveTextContent('Resend code');
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveTextContent('Resend in 3 seconds');
  },
};
export const Error: Story = {
  args: { error: 'The code is wrong or has expired.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription(
      'The code is wrong or has expired.',
    );
  },
};
export const Disabled: Story = { args: { disabled: true } };
/** The centre of an element's box, in px from the left of the viewport. */
const centreOf = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.left + box.width / 2;
};

/** The six boxes and Resend sit centred in the container, in either direction. */
async function expectCentred(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const boxes = canvas.getAllByRole('textbox');
  const group = canvas.getByRole('group');
  const middle = centreOf(group);
  const row = (centreOf(boxes[0]!) + centreOf(boxes[boxes.length - 1]!)) / 2;
  await expect(Math.abs(row - middle)).toBeLessThan(1);
  await expect(Math.abs(centreOf(canvas.getByRole('button')) - middle)).toBeLessThan(1);
  // The code still reads left to right.
  await expect(boxes[0]!.getBoundingClientRect().left).toBeLessThan(boxes[1]!.getBoundingClientRect().left);
}

/** Arabic: the code still reads left to right, and the row stays centred. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: ({ canvasElement }) => expectCentred(canvasElement),
};

/** English: the row and Resend are centred too. */
export const Centred: Story = {
  play: ({ canvasElement }) => expectCentred(canvasElement),
};
