import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../../src/components/atoms/button/button.tsx';
import { EmptyState } from '../../../../src/components/molecules/empty-state/empty-state.tsx';
import { CreatorSwiper } from '../../../../src/components/organisms/creator-swiper/creator-swiper.tsx';
import { makeCreators } from '../../../../src/mocks/factories.ts';
import { installClock, type StoryClock } from '../../../support/clock.ts';

const creators = makeCreators(8);

const meta = {
  title: 'Organisms/CreatorSwiper',
  component: CreatorSwiper,
  args: { title: 'Popular creators', creators },
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreatorSwiper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: cards to swipe, no arrows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    // display:none below 958 px takes the arrows out of the accessibility tree too.
    await expect(canvas.queryByRole('button', { name: 'Next creators' })).toBeNull();
  },
};

/**
 * At the top of a page (home's row) the first covers are its largest paint: fetched at once with
 * high priority, the others lazily.
 */
export const FirstCoversFirst: Story = {
  args: { priorityCards: 2 },
  play: async ({ canvasElement }) => {
    const covers = [...canvasElement.querySelectorAll('li img')].filter((img) => img.closest('.h-24'));
    await expect(covers.length).toBe(8);
    await expect(covers.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      ...Array<string>(6).fill('lazy'),
    ]);
    await expect(covers.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      ...Array<null>(6).fill(null),
    ]);
  },
};

/** On desktop the arrows page through the row; Previous is off at the start. */
export const Desktop: Story = {
  parameters: { viewport: { defaultViewport: 'desktop1108' } },
  args: {
    action: (
      <Button variant="ghost" size="sm">
        Replace
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous creators' });
    const next = canvas.getByRole('button', { name: 'Next creators' });
    await expect(next).toBeVisible();
    await waitFor(() => expect(next).toBeEnabled());
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
  },
};

export const Loading: Story = {
  args: { loading: true, creators: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The skeleton row is as tall as the cards that replace it: nothing below moves when they arrive. */
export const LoadingKeepsItsHeight: Story = {
  render: (args) => (
    <div className="space-y-6">
      <CreatorSwiper {...args} title="New creators" creators={[]} loading />
      <CreatorSwiper {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [loading, loaded] = within(canvasElement).getAllByRole('region');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading?.getBoundingClientRect().height).toBe(loaded?.getBoundingClientRect().height);
  },
};

/** No creators (or a failed load): the heading and its action stay, a message takes the row's place. */
export const Empty: Story = {
  args: {
    creators: [],
    action: (
      <Button variant="ghost" size="sm">
        Replace
      </Button>
    ),
    fallback: <EmptyState title="No new creators yet" className="py-6" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Popular creators' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replace' })).toBeVisible();
    await expect(canvas.getByText('No new creators yet')).toBeVisible();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** Mirrored: the first card sits at the right edge, the row runs leftwards. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
  },
};

/**
 * Drags the row with the mouse on the fake clock: `steps` moves of `stepPx`, `stepMs` apart, then
 * releases. Each event carries the clock's time, which is what the swiper measures speed by.
 */
async function drag(
  canvasElement: HTMLElement,
  clock: StoryClock,
  stepPx: number,
  steps: number,
  stepMs: number,
) {
  const viewport = canvasElement.querySelector('ul')!.parentElement!;
  const box = viewport.getBoundingClientRect();
  const y = box.top + box.height / 2;
  let x = box.left + box.width / 2;
  const doc = viewport.ownerDocument;
  const mouse = (type: string, init: MouseEventInit) =>
    clock.stamp(new MouseEvent(type, { bubbles: true, clientX: x, clientY: y, ...init }));
  viewport.dispatchEvent(mouse('mousedown', { button: 0 }));
  for (let step = 0; step < steps; step += 1) {
    await clock.tick(stepMs);
    x += stepPx;
    doc.dispatchEvent(mouse('mousemove', { buttons: 1 }));
  }
  doc.dispatchEvent(mouse('mouseup', {}));
}

/** Embla arrives after the row has painted: drags are made once it has. */
async function swiperReady(canvasElement: HTMLElement) {
  const region = within(canvasElement).getByRole('region');
  await waitFor(() => expect(region).toHaveAttribute('data-ready', 'true'));
}

function firstCardLeft(canvasElement: HTMLElement): number {
  return within(canvasElement).getAllByRole('listitem')[0]!.getBoundingClientRect().left;
}

/** Spec §9: 30 px released at about 500 px/s, over the 200 px/s flick speed, pages on. */
export const FlickPagesOn: Story = {
  play: async ({ canvasElement }) => {
    await swiperReady(canvasElement);
    const before = firstCardLeft(canvasElement);
    // Animation frames on the fake clock too: the glide to the next page plays inside tick.
    const clock = installClock({ animationFrames: true });
    try {
      await drag(canvasElement, clock, -10, 3, 20);
      await clock.tick(1200);
      await expect(firstCardLeft(canvasElement)).toBeLessThan(before - 100);
    } finally {
      clock.uninstall();
    }
  },
};

/** 30 px at about 100 px/s is under the 200 px/s flick speed: the row settles back. */
export const SlowShortDragSettlesBack: Story = {
  play: async ({ canvasElement }) => {
    await swiperReady(canvasElement);
    const before = firstCardLeft(canvasElement);
    const clock = installClock({ animationFrames: true });
    try {
      await drag(canvasElement, clock, -10, 3, 100);
      await clock.tick(1200);
      await expect(Math.abs(firstCardLeft(canvasElement) - before)).toBeLessThan(2);
    } finally {
      clock.uninstall();
    }
  },
};
