/**
 * Search, `/{lang}/search?q=` (spec §2, §9): the recent searches of this device and the popular
 * keywords before a term; the field searching 500 ms after the last keystroke and never in the middle
 * of a composed word; posts and authors in two tabs with their counts; no result; Japanese and Arabic.
 * Data from src/mocks/handlers-search.ts through the real API client and envelope.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { useSearch } from 'wouter';
import { MOCK_HOT_KEYWORDS } from '../../../src/mocks/factories-search.ts';
import {
  MOCK_STUDIO_AUTHORS,
  resetSearchCallLog,
  searchCallLog,
  searchCreatorHandlers,
  searchHandlers,
  searchTotalHandlers,
} from '../../../src/mocks/handlers-search.ts';
import { SearchScreen } from '../../../src/screens/search/search-screen.tsx';
import { replaceSearchHistory, searchHistory } from '../../../src/state/search-history.ts';
import { installClock } from '../../support/clock.ts';
import { sessionStoryReset, WithShellOverlays } from '../../support/session.tsx';

/** The address's query, as the app's router holds it. */
function SearchProbe() {
  return (
    <div data-testid="search" className="sr-only">
      {useSearch()}
    </div>
  );
}

const LONG_TAG = 'behind the scenes of the summer shoot';
const HISTORY = ['yoga', LONG_TAG, 'ラーメン', 'قهوة'];

const meta = {
  title: 'Screens/Search',
  component: SearchScreen,
  parameters: { router: { route: '/search' }, msw: { handlers: searchHandlers } },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
        <SearchProbe />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    resetSearchCallLog();
    replaceSearchHistory([]);
    return restore;
  },
} satisfies Meta<typeof SearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const address = () => within(document.body).getByTestId('search').textContent ?? '';

/** Before a term: this device's recent searches and the week's popular keywords; a tag searches it. */
export const Suggestions: Story = {
  beforeEach: () => replaceSearchHistory(HISTORY),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recent = canvas.getByRole('region', { name: 'Recent searches' });
    await expect(within(recent).getAllByRole('button', { name: /^(?!Clear)/ })).toHaveLength(HISTORY.length);
    const popular = await canvas.findByRole('region', { name: 'Popular searches' });
    const tags = within(popular).getAllByRole('button');
    await expect(tags).toHaveLength(MOCK_HOT_KEYWORDS.length);
    await expect(tags[0]).toHaveAccessibleName('golden hour');
    // A tag is a new search: /search?q={tag}, the posts it finds, and the suggestions give way.
    await userEvent.click(tags[0]!);
    await waitFor(() => expect(address()).toBe('q=golden+hour'));
    await expect(canvas.getByRole('searchbox')).toHaveValue('golden hour');
    await expect(await canvas.findByRole('tab', { name: 'Posts · 15' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('region', { name: 'Popular searches' })).toBeNull();
    await expect(searchHistory.terms[0]).toBe('golden hour');
  },
};

/** Clear forgets the recent searches on this device; the popular keywords stay. */
export const ClearHistory: Story = {
  beforeEach: () => replaceSearchHistory(HISTORY),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear history' }));
    await expect(canvas.queryByRole('region', { name: 'Recent searches' })).toBeNull();
    await expect(searchHistory.terms).toEqual([]);
    await expect(await canvas.findByRole('region', { name: 'Popular searches' })).toBeVisible();
  },
};

/** A long recent search shows its first 20 characters and an ellipsis, named and searched in full. */
export const LongTagTruncated: Story = {
  beforeEach: () => replaceSearchHistory(HISTORY),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recent = within(canvas.getByRole('region', { name: 'Recent searches' }));
    const long = recent.getByRole('button', { name: LONG_TAG });
    await expect(long).toHaveTextContent(`${LONG_TAG.slice(0, 20)}…`);
    await expect(long).toHaveAttribute('title', LONG_TAG);
    await userEvent.click(long);
    await waitFor(() => expect(new URLSearchParams(address()).get('q')).toBe(LONG_TAG));
    await expect(canvas.getByRole('searchbox')).toHaveValue(LONG_TAG);
  },
};

/** Spec §9: the search runs 500 ms after the last keystroke (not at 499), and the address keeps it. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search posts and creators' });
    const clock = installClock();
    try {
      for (const typed of ['g', 'go', 'gol', 'gold', 'golde', 'golden']) {
        fireEvent.change(input, { target: { value: typed } });
        await clock.tick(120);
      }
      await clock.tick(379);
      await expect(address()).toBe('');
      await clock.tick(1);
      await expect(address()).toBe('q=golden');
    } finally {
      // Back to the real clock at once: the search's answer is then handled on real timers.
      clock.uninstall();
    }
    await expect(await canvas.findByRole('tab', { name: 'Posts · 15' })).toBeVisible();
    await expect(searchCallLog.totals).toEqual(['golden']);
  },
};

/** A term's posts: the feed's cards, ten a page, the tabs' counts from totalCreatorAndArticle. */
export const Results: Story = {
  parameters: { router: { route: '/search?q=golden%20hour' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('golden hour');
    await expect(await canvas.findByRole('tab', { name: 'Posts · 15' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Authors · 0' })).toBeVisible();
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(await panel.findAllByRole('article')).toHaveLength(10);
    await expect(panel.getByRole('heading', { name: 'Golden hour, part 1' })).toBeVisible();
    // The rest as the reader scrolls: 15 in all, then the end of the list.
    await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        expect(panel.getAllByRole('article')).toHaveLength(15);
      },
      // Each page is asked after a scroll, one every 500 ms: past the 10 s default on a busy machine.
      { timeout: 15_000, interval: 500 },
    );
    await expect(await panel.findByText('You’re all caught up')).toBeInTheDocument();
  },
};

/** The authors tab: each author's card links to their page; the tab is in the address. */
export const Authors: Story = {
  parameters: { router: { route: '/search?q=studio' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const authors = await canvas.findByRole('tab', { name: 'Authors · 1' });
    await userEvent.click(authors);
    await waitFor(() => expect(address()).toBe('q=studio&t=authors'));
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(await panel.findByRole('link', { name: 'Noor Studio' })).toHaveAttribute(
      'href',
      '/en/noor.studio',
    );
    // Plans on sale and not subscribed: Subscribe opens them; the profile is a link too.
    await expect(panel.getByRole('button', { name: 'Subscribe to Noor Studio' })).toBeVisible();
    await expect(searchCallLog.authors).toEqual(['studio']);
  },
};

/** 23 authors: ten a page as the reader scrolls, then the end of the list. */
export const AuthorsPaged: Story = {
  parameters: {
    router: { route: '/search?q=studio&t=authors' },
    msw: { handlers: { authors: searchCreatorHandlers.many, totals: searchTotalHandlers.many } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: `Authors · ${MOCK_STUDIO_AUTHORS}` }),
    ).toHaveAttribute('aria-selected', 'true');
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(await panel.findByRole('link', { name: 'Studio 1' })).toBeVisible();
    await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        expect(panel.getByRole('link', { name: `Studio ${MOCK_STUDIO_AUTHORS}` })).toBeInTheDocument();
      },
      // Each page is asked after a scroll, one every 500 ms: past the 10 s default on a busy machine.
      { timeout: 15_000, interval: 500 },
    );
    await expect(await panel.findByText('You’re all caught up')).toBeInTheDocument();
  },
};

/** Nothing found in either tab: said once, with what to try. */
export const NoResult: Story = {
  parameters: { router: { route: '/search?q=zzzz' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No results for “zzzz”')).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/**
 * Japanese through an input method: nothing is searched while 「ねこ」 is being composed, even after
 * 500 ms; once 猫 is committed, the search runs 500 ms later and finds Japanese posts and an author.
 */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox');
    const clock = installClock();
    try {
      fireEvent.compositionStart(input);
      for (const typed of ['n', 'ね', 'ねk', 'ねこ']) {
        fireEvent.change(input, { target: { value: typed } });
        await clock.tick(200);
      }
      fireEvent.change(input, { target: { value: '猫' } });
      await clock.tick(1000);
      await expect(address()).toBe('');
      fireEvent.compositionEnd(input, { data: '猫' });
      await clock.tick(499);
      await expect(address()).toBe('');
      await clock.tick(1);
      await expect(new URLSearchParams(address()).get('q')).toBe('猫');
    } finally {
      clock.uninstall();
    }
    const panel = within(await canvas.findByRole('tabpanel'));
    await expect(await panel.findByRole('heading', { name: '猫のいる朝' })).toBeVisible();
    await expect(panel.getAllByRole('article')).toHaveLength(3);
    await expect(searchCallLog.totals).toEqual(['猫']);
  },
};

/** Arabic: the page mirrors; an Arabic term finds Arabic posts and an author, their text isolated. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { router: { route: '/search?q=%D9%82%D9%87%D9%88%D8%A9' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('searchbox')).toHaveValue('قهوة');
    await expect(canvas.getByRole('searchbox')).toHaveAttribute('dir', 'auto');
    const panel = within(await canvas.findByRole('tabpanel'));
    await expect(await panel.findAllByRole('article')).toHaveLength(2);
    for (const link of canvas.getAllByRole('link'))
      await expect(link.getAttribute('href')).toMatch(/^\/ar\//);
  },
};
