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
    const input = canvas.getByRole('combobox', { name: 'Tags' });
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
    const input = canvas.getByRole('combobox', { name: 'Tags' });
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
    const input = canvas.getByRole('combobox', { name: 'Tags' });
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
/** Of 15 candidates, 10 are offered; clicking one adds it. */
export const Suggestions: Story = {
  args: { suggestions: SUGGESTIONS },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('listbox', { name: 'Suggested tags' });
    await expect(within(list).getAllByRole('option')).toHaveLength(10);
    await userEvent.click(within(list).getByRole('option', { name: '#topic3' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['topic3']);
    const input = canvas.getByRole('combobox', { name: 'Tags' });
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'topic1');
    // topic1 and topic10–15 match.
    await expect(within(list).getAllByRole('option')).toHaveLength(7);
  },
};

/** A combobox: the arrow keys walk the suggestions, Enter takes the one pointed at, Esc lets go. */
export const SuggestionsByKeyboard: Story = {
  args: { suggestions: SUGGESTIONS },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Tags' });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = canvas.getByRole('option', { name: '#topic2' });
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['topic2']);
    // Up from the typed text wraps to the last suggestion; Esc returns to the typed text.
    await userEvent.type(input, 'summer');
    await userEvent.keyboard('{ArrowUp}{Escape}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['topic2', 'summer']);
  },
};
export const Disabled: Story = { args: { tags: ['summer'], disabled: true } };
export const Rtl: Story = { globals: { locale: 'ar' }, args: { label: 'الوسوم', tags: ['صيف', 'beach'] } };
