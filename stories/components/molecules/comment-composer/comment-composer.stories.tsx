import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CommentComposer,
  type CommentComposerProps,
} from '../../../../src/components/molecules/comment-composer/comment-composer.tsx';

/** The composer as a screen holds it: the text in state, cleared when sent. */
function Controlled(props: CommentComposerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CommentComposer
      {...props}
      value={value}
      onChange={setValue}
      onSubmit={(content) => {
        props.onSubmit(content);
        setValue('');
      }}
    />
  );
}

const meta = {
  title: 'Molecules/CommentComposer',
  component: CommentComposer,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onChange: fn(), onSubmit: fn(), onCancelReply: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Add a comment' });

/** A comment is sent trimmed (spec §5), with the button or Ctrl+Enter; Enter adds a line. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), '  Lovely light  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Lovely light');
    await expect(field(canvasElement)).toHaveValue('');
    await userEvent.type(field(canvasElement), 'First line{Enter}second line');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith('First line\nsecond line');
  },
};

/** Blank text (spaces, new lines) is not sent. */
export const BlankRefused: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), '   {Enter}  ');
    const send = within(canvasElement).getByRole('button', { name: 'Send' });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(send);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While a comment is sending, Send waits and a second one is refused (spec §5). */
export const Sending: Story = {
  args: { value: 'On its way', sending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending…');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Answering a commenter: the field says to whom, and the reply can be cancelled. */
export const Reply: Story = {
  args: { replyingTo: 'Sam Rivera' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Reply to Sam Rivera' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel reply' }));
    await expect(args.onCancelReply).toHaveBeenCalledOnce();
  },
};

/** Arabic typed in the English interface runs right to left in the field. */
export const ArabicText: Story = {
  args: { value: 'صورة جميلة' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute('dir', 'auto');
  },
};

export const Rtl: Story = { globals: { locale: 'ar' } };
