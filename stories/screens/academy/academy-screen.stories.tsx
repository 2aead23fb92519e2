/**
 * The creator academy, /{lang}/official/academy (issue 22, spec §2, §4): six lesson cards from
 * app/academy (MSW), each opening the modal player: 960x540 on a desktop, 256x144 on a phone,
 * playing the local HLS clip of public/storybook-media; Esc closes it and the focus goes back to
 * the card. Lessons still being encoded say so, and the page asks again every 15 s until they play.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { academyCallLog, academyHandlers, resetAcademyCallLog } from '../../../src/mocks/handlers-academy.ts';
import { storyMediaHandler } from '../../../src/mocks/handlers-video-paths.ts';
import { AcademyScreen } from '../../../src/screens/academy/academy-screen.tsx';
import { body } from '../../support/dialog-opener.tsx';
import { installClock } from '../../support/clock.ts';

/** Network, media and hls.js on a loaded machine: past the stories' 10 s default (preview.tsx). */
const SLOW = { timeout: 15_000 };
const TITLES = [
  'Publish your first post',
  'Set up subscription plans',
  'Price a post',
  'Chat with your fans',
  'Get paid',
  'Stay safe',
];
const DESKTOP = { viewport: { value: 'desktop1170', isRotated: false } };
const PHONE = { viewport: { value: 'mobile375', isRotated: false } };

const meta = {
  title: 'Screens/Academy',
  component: AcademyScreen,
  parameters: {
    router: { route: '/official/academy' },
    msw: { handlers: { academy: academyHandlers.ready, storyMedia: storyMediaHandler } },
  },
  beforeEach: () => resetAcademyCallLog(),
} satisfies Meta<typeof AcademyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list of lessons (the site footer below has lists and headings of its own). */
const lessonList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: /^(Lessons|الدروس)$/ }, SLOW);

/** The lessons' titles, in their list. */
const lessonHeadings = async (canvasElement: HTMLElement) =>
  within(await lessonList(canvasElement)).findAllByRole('heading', { level: 2 }, SLOW);

/**
 * Opens a lesson from its card, checks the player's size and that it plays, closes it with Esc
 * and checks the focus is back on the card.
 */
async function playAndClose(
  canvasElement: HTMLElement,
  title: string,
  size: { width: number; height: number },
  watchName = `Watch: ${title}`,
) {
  const watch = await within(canvasElement).findByRole('button', { name: watchName }, SLOW);
  await userEvent.click(watch);
  const dialog = await body().findByRole('dialog', { name: title }, SLOW);
  const video = await waitFor(() => {
    const found = dialog.querySelector('video');
    if (!found) throw new Error('no player yet');
    return found;
  }, SLOW);
  const box = video.getBoundingClientRect();
  await expect(Math.round(box.width)).toBe(size.width);
  await expect(Math.round(box.height)).toBe(size.height);
  // It plays as it opens, muted like every player.
  await waitFor(() => expect(video.currentTime).toBeGreaterThan(0), SLOW);
  await expect(video.muted).toBe(true);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(watch).toHaveFocus());
}

/** The six lessons in their order, three a row on a desktop, each with its length. */
export const Grid: Story = {
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Creator Academy' })).toBeVisible();
    const headings = await lessonHeadings(canvasElement);
    await expect(headings.map((heading) => heading.textContent)).toEqual(TITLES);
    const list = canvas.getByRole('list', { name: 'Lessons' });
    const cards = within(list).getAllByRole('listitem');
    const tops = cards.map((card) => Math.round(card.getBoundingClientRect().top));
    await expect(new Set(tops.slice(0, 3)).size).toBe(1);
    await expect(tops[3]).toBeGreaterThan(tops[0]!);
    await expect(canvas.getAllByRole('button', { name: /^Watch: / })).toHaveLength(6);
    await expect(canvas.getByText('00:34')).toBeVisible();
    await expect(academyCallLog.count).toBe(1);
  },
};

/** The screen, drawn once its button is pressed: a story mounts it after installing the fake clock. */
function MountedLater() {
  const [shown, setShown] = useState(false);
  return shown ? (
    <AcademyScreen />
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      Open the academy
    </button>
  );
}

/**
 * A new deployment's first minute: four lessons are still being encoded and say so; the page
 * asks again 15 s later (not before), and the lessons ready by then become playable.
 */
export const Processing: Story = {
  globals: DESKTOP,
  parameters: { msw: { handlers: { academy: academyHandlers.processing } } },
  render: () => <MountedLater />,
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const watchButtons = () => canvas.queryAllByRole('button', { name: /^Watch: / });
    // The query's timers (its poll, its batched notifications) run on the fake clock from the start.
    const clock = installClock();
    try {
      /**
       * Moves the clock by nothing and lets the network and React run until `check` holds, for up
       * to 10 s of real time (performance.now is not faked): counted in frames, a busy CI machine
       * ran out of them before the screen's chunk had loaded.
       */
      const until = async (check: () => void) => {
        const deadline = performance.now() + 10_000;
        for (;;) {
          await clock.tick(0);
          try {
            return check();
          } catch (error) {
            if (performance.now() > deadline) throw error;
            await clock.settle(1);
          }
        }
      };
      fireEvent.click(canvas.getByRole('button', { name: 'Open the academy' }));
      await until(() => expect(watchButtons()).toHaveLength(2));
      const waiting = canvas
        .getAllByRole('status')
        .filter((status) => status.textContent === 'Preparing the video…');
      await expect(waiting).toHaveLength(4);
      await expect(academyCallLog.count).toBe(1);

      msw.use(academyHandlers.ready);
      await clock.tick(14_999);
      await expect(academyCallLog.count).toBe(1);
      await clock.tick(1);
      await until(() => expect(watchButtons()).toHaveLength(6));
      await expect(academyCallLog.count).toBe(2);
      // Every lesson is ready: the page stops asking.
      await clock.tick(60_000);
      await expect(academyCallLog.count).toBe(2);
    } finally {
      clock.uninstall();
    }
  },
};

/** One lesson's encode gave up: it says so, the five others play. */
export const OneFailed: Story = {
  parameters: { msw: { handlers: { academy: academyHandlers.oneFailed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lessonHeadings(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Watch: / })).toHaveLength(5);
    await expect(canvas.getByRole('status')).toHaveTextContent('This video is not available right now.');
    await expect(canvas.queryByRole('button', { name: 'Watch: Get paid' })).toBeNull();
  },
};

/** On a desktop the player is 960x540; it plays, Esc closes it and the focus is back on the card. */
export const PlayerDesktop: Story = {
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    await playAndClose(canvasElement, 'Chat with your fans', { width: 960, height: 540 });
  },
};

/** On a phone the player is 256x144 (spec §4). */
export const PlayerMobile: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    await playAndClose(canvasElement, 'Publish your first post', { width: 256, height: 144 });
    // Nothing scrolls sideways at the smallest breakpoint.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Arabic: the page reads right to left, its titles translated, and the player opens titled in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar', ...DESKTOP },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'أكاديمية صنّاع المحتوى' })).toBeVisible();
    const headings = await lessonHeadings(canvasElement);
    await expect(headings[0]).toHaveTextContent('انشر منشورك الأول');
    // The first card is at the start of the row: the right.
    const cards = within(await lessonList(canvasElement)).getAllByRole('listitem');
    await expect(cards[0]!.getBoundingClientRect().left).toBeGreaterThan(
      cards[1]!.getBoundingClientRect().left,
    );
    await playAndClose(canvasElement, 'دردش مع معجبيك', { width: 960, height: 540 }, 'شاهد: دردش مع معجبيك');
  },
};

/** While the lessons load: six placeholders in the cards' shape. */
export const Loading: Story = {
  parameters: { msw: { handlers: { academy: academyHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
    await expect(within(canvasElement).queryByRole('heading', { level: 2 })).toBeNull();
  },
};

/** The lessons could not be loaded: the error, and Reload asks again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { academy: academyHandlers.error } } },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const reload = await canvas.findByRole('button', { name: 'Reload' }, SLOW);
    msw.use(academyHandlers.ready);
    await userEvent.click(reload);
    await expect(await lessonHeadings(canvasElement)).toHaveLength(6);
  },
};
