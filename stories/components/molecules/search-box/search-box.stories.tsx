import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { addSearchHistory } from '../../../../src/state/search-history.ts';
import { SearchBox } from '../../../../src/components/molecules/search-box/search-box.tsx';
import { installClock } from '../../../support/clock.ts';

const LONG_TAG = 'behind the scenes of the summer shoot';
const TEN = [
  'cosplay',
  LONG_TAG,
  'fitness',
  'travel',
  'cooking',
  'music',
  'yoga',
  'art',
  'gaming',
  'fashion',
];

const meta = {
  title: 'Molecules/SearchBox',
  component: SearchBox,
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
  args: { onSearch: fn(), onSelectTag: fn(), onClearHistory: fn(), history: [] },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec: the search runs 500 ms after the last keystroke, once. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search posts and creators' });
    const clock = installClock();
    try {
      // Typed 100 ms a key: each keystroke restarts the wait.
      for (const typed of ['y', 'yo', 'yog', 'yoga']) {
        fireEvent.change(input, { target: { value: typed } });
        await clock.tick(100);
      }
      await expect(args.onSearch).not.toHaveBeenCalled();
      await clock.tick(399);
      await expect(args.onSearch).not.toHaveBeenCalled();
      await clock.tick(1);
      await expect(args.onSearch).toHaveBeenCalledWith('yoga');
      await clock.tick(2000);
      await expect(args.onSearch).toHaveBeenCalledTimes(1);
    } finally {
      clock.uninstall();
    }
  },
};
/** Enter searches at once, without waiting for the debounce. */
export const Submit: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'art{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('art');
  },
};
/** 10 recent terms; a long one is cut to 20 characters with an ellipsis and named in full. */
export const WithHistory: Story = {
  args: { history: TEN },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const history = canvas.getByRole('region', { name: 'Recent searches' });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(10);
    const long = within(history).getByRole('button', { name: LONG_TAG });
    await expect(long).toHaveTextContent(`${LONG_TAG.slice(0, 20)}…`);
    await expect(long).toHaveAttribute('title', LONG_TAG);
    await userEvent.click(long);
    await expect(args.onSelectTag).toHaveBeenCalledWith(LONG_TAG);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear history' }));
    await expect(args.onClearHistory).toHaveBeenCalledTimes(1);
  },
};
/** With the history kept by the story: a repeated term moves to the front, 10 at most. */
export const HistoryUpdates: Story = {
  args: { history: TEN },
  render: function Render(args) {
    const [history, setHistory] = useState<string[]>([...(args.history ?? [])]);
    return (
      <SearchBox
        {...args}
        history={history}
        onSearch={(query) => {
          setHistory((current) => addSearchHistory(current, query));
          args.onSearch(query);
        }}
        onClearHistory={() => setHistory([])}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox');
    await userEvent.type(input, 'travel{Enter}');
    const tags = () => within(canvas.getByRole('region')).getAllByRole('button', { name: /^(?!Clear)/ });
    await expect(tags()[0]).toHaveTextContent('travel');
    await expect(tags()).toHaveLength(10);
    await userEvent.clear(input);
    await userEvent.type(input, 'pets{Enter}');
    await expect(tags()[0]).toHaveTextContent('pets');
    await expect(tags()).toHaveLength(10);
    await expect(canvas.queryByRole('button', { name: 'fashion' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear history' }));
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
export const Rtl: Story = { globals: { locale: 'ar' }, args: { history: ['صيف', LONG_TAG, 'yoga'] } };

/** An input method composing 「ねこ」: nothing is searched until the word is committed, then 500 ms later. */
export const Composing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox');
    const clock = installClock();
    try {
      fireEvent.compositionStart(input);
      fireEvent.change(input, { target: { value: 'ねこ' } });
      await clock.tick(2000);
      // Enter confirms the composition; it does not submit the form.
      fireEvent.submit(input.closest('form')!);
      await expect(args.onSearch).not.toHaveBeenCalled();
      fireEvent.change(input, { target: { value: '猫' } });
      fireEvent.compositionEnd(input, { data: '猫' });
      await clock.tick(499);
      await expect(args.onSearch).not.toHaveBeenCalled();
      await clock.tick(1);
      await expect(args.onSearch).toHaveBeenCalledOnce();
      await expect(args.onSearch).toHaveBeenCalledWith('猫');
    } finally {
      clock.uninstall();
    }
  },
};

/** The popular keywords, numbered by rank; a long one is cut to 20 characters and named in full. */
export const WithPopular: Story = {
  args: { history: ['yoga'], popular: ['golden hour', LONG_TAG, '猫', 'قهوة'] },
  play: async ({ args, canvasElement }) => {
    const popular = within(within(canvasElement).getByRole('region', { name: 'Popular searches' }));
    const tags = popular.getAllByRole('button');
    await expect(tags).toHaveLength(4);
    await expect(tags[0]).toHaveTextContent('1golden hour');
    await expect(tags[1]).toHaveAccessibleName(LONG_TAG);
    await userEvent.click(tags[2]!);
    await expect(args.onSelectTag).toHaveBeenCalledWith('猫');
  },
};

/** The term changes from outside (a tag, back): the field shows it, and a search still waiting is dropped. */
export const ValueFromAddress: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <>
        <SearchBox {...args} value={value} />
        <button type="button" onClick={() => setValue('travel')}>
          Go to travel
        </button>
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox');
    const clock = installClock();
    try {
      fireEvent.change(input, { target: { value: 'yo' } });
      await clock.tick(100);
      fireEvent.click(canvas.getByRole('button', { name: 'Go to travel' }));
      await clock.tick(0);
      await expect(input).toHaveValue('travel');
      await clock.tick(1000);
      await expect(args.onSearch).not.toHaveBeenCalled();
    } finally {
      clock.uninstall();
    }
  },
};
