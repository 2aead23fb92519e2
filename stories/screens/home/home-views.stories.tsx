/**
 * Views (spec §9, issue 11): a feed card that leaves the screen after at least half of it was seen
 * sends `home/stat` with how long it was seen, once per appearance; a card that only peeked in sends
 * nothing. Time runs on the stories' fake clock; the scrolling is the browser's.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { postListHandlers, creatorHandlers } from '../../../src/mocks/handlers.ts';
import { resetViewCallLog, viewCallLog } from '../../../src/mocks/handlers-views.ts';
import { HomeScreen } from '../../../src/screens/home/home-screen.tsx';
import { installClock } from '../../support/clock.ts';

const meta = {
  title: 'Screens/Home/Views',
  component: HomeScreen,
  parameters: {
    router: { route: '/home' },
    viewport: { defaultViewport: 'desktop1108' },
    msw: { handlers: { posts: postListHandlers.loaded, creators: creatorHandlers.loaded } },
  },
  beforeEach: () => resetViewCallLog(),
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const viewsOf = (id: number) => viewCallLog.views.filter((view) => view.id === id);
const card = (canvasElement: HTMLElement, id: number) =>
  canvasElement.querySelector<HTMLElement>(`[data-post-view="${id}"]`)!;

/**
 * The first card, seen for 1500 ms on the fake clock, sends 1500 as it scrolls out, and again at its
 * next appearance; the tenth, never scrolled to, sends nothing.
 */
export const ViewStat: Story = {
  play: async ({ canvasElement }) => {
    const feed = within(await within(canvasElement).findByRole('tabpanel'));
    await expect(await feed.findAllByRole('article')).toHaveLength(10);
    window.scrollTo({ top: 0, behavior: 'instant' });
    // The tracker comes after the first render: once it is in, leaving the screen sends a view.
    // Scrolled to the top and away in turns, a frame or more apart, until the first view arrives
    // (on a busy machine several turns may be on their way by then).
    let atTop = true;
    await waitFor(
      () => {
        atTop = !atTop;
        window.scrollTo({ top: atTop ? 0 : card(canvasElement, 3).offsetTop, behavior: 'instant' });
        expect(viewsOf(1).length).toBeGreaterThan(0);
      },
      { interval: 200 },
    );
    // Away first, so the next appearance starts on the fake clock; then until every view still on
    // its way has arrived (the count holds for half a second).
    window.scrollTo({ top: card(canvasElement, 3).offsetTop, behavior: 'instant' });
    let counted = -1;
    await waitFor(
      () => {
        const now = viewsOf(1).length;
        if (now !== counted) {
          counted = now;
          throw new Error('views still arriving');
        }
      },
      { interval: 500, timeout: 10_000 },
    );
    const sent = viewsOf(1).length;
    const clock = installClock();
    try {
      window.scrollTo({ top: 0, behavior: 'instant' });
      await clock.settle(4);
      await clock.tick(1500);
      window.scrollTo({ top: card(canvasElement, 3).offsetTop, behavior: 'instant' });
      await clock.settleUntil(() => expect(viewsOf(1)).toHaveLength(sent + 1));
    } finally {
      clock.uninstall();
    }
    await expect(viewsOf(1).at(-1)).toEqual({ id: 1, time: 1500 });
    await expect(viewsOf(10)).toEqual([]);
  },
};
