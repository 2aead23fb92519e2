import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagInput } from '../../../../src/components/molecules/tag-input/tag-input.tsx';

const SUGGESTIONS = Array.from({ length: 15 }, (_, i) => `topic${i + 1}`);

const meta = {
  title: 'Molecules/TagInput',
  component: TagInput,
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
  args: { label: 'Tags', tags: [], onChange: fn() },
  // Holds the tags so adding and removing show in the story.
  render: function Render(args) {
    const [tags, setTags] = useState<string[]>([...args.tags]);
    return (
      <TagInput
        {...args}
        tags={tags}
        onChange={(next) => {
          setTags(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof TagInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter or comma adds a tag; a chip's remove button works from the keyboard. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Tags' });
    await userEvent.type(input, 'summer{Enter}');
    await userEvent.type(input, 'beach,');
    await expect(args.onChange).toHaveBeenLastCalledWith(['summer', 'beach']);
    await expect(input).toHaveValue('');
    canvas.getByRole('button', { name: 'Remove summer' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['beach']);
  },
};
export const WithTags: Story = { args: { tags: ['summer', 'beach', '夏天'] } };
/** Under 2 units: refused with the too-short message. One CJK character is 2 units, so accepted. */
export const TooShort: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Tags' });
    await userEvent.type(input, 'a{Enter}');
    await expect(input).toHaveAccessibleDescription('Tag is too short (at least 2).');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '猫{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['猫']);
  },
};
/** Over 20 units: 21 ASCII letters or 11 CJK characters are refused; 10 CJK characters fit. */
export const TooLong: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Tags' });
    await userEvent.type(input, `${'a'.repeat(21)}{Enter}`);
    await expect(input).toHaveAccessibleDescription('Tag is too long (at most 20).');
    await userEvent.clear(input);
    await userEvent.type(input, `${'猫'.repeat(11)}{Enter}`);
    await expect(canvas.getByText('Tag is too long (at most 20).')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, `${'猫'.repeat(10)}{Enter}`);
    await expect(args.onChange).toHaveBeenLastCalledWith(['猫'.repeat(10)]);
  },
};
/** Of 15 candidates, 10 are offered; choosing one adds it. */
export const Suggestions: Story = {
  args: { suggestions: SUGGESTIONS },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Suggested tags' });
    await expect(within(list).getAllByRole('button')).toHaveLength(10);
    await userEvent.click(within(list).getByRole('button', { name: '#topic3' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['topic3']);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tags' }), 'topic1');
    // topic1 and topic10–15 match.
    await expect(within(list).getAllByRole('button')).toHaveLength(7);
  },
};
export const Disabled: Story = { args: { tags: ['summer'], disabled: true } };
export const Rtl: Story = { globals: { locale: 'ar' }, args: { label: 'الوسوم', tags: ['صيف', 'beach'] } };
