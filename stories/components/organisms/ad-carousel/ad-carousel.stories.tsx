import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fireEvent, within } from 'storybook/test';
import { AdCarousel, type Ad } from '../../../../src/components/organisms/ad-carousel/ad-carousel.tsx';
import { installClock, type StoryClock } from '../../../support/clock.ts';

/** A banner drawn inline, so the story makes no network call. */
function banner(from: string, to: string, text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 840 360"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="840" height="360" fill="url(#g)"/><text x="48" y="200" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const ads: Ad[] = [
  {
    id: 1,
    image: banner('#7c3aed', '#db2777', 'Creator week'),
    alt: 'Creator week: 0% fees',
    href: '#creator-week',
  },
  { id: 2, image: banner('#4c1d95', '#7c3aed', 'New: chat'), alt: 'New: chat with your fans', href: '#chat' },
  { id: 3, image: banner('#db2777', '#f59e0b', 'Academy'), alt: 'Academy: six tutorials', href: '#academy' },
  { id: 4, image: banner('#111118', '#5d5d6e', 'Fourth'), alt: 'A fourth ad that is not shown' },
];

/**
 * Mounts its children on a click, so a play function can install the fake clock first:
 * installed before the story renders, it would stall Storybook's own rendering.
 */
function MountOnClick({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  return mounted ? (
    children
  ) : (
    <button type="button" onClick={() => setMounted(true)} className="text-brand-700 underline">
      Show the ads
    </button>
  );
}

const meta = {
  title: 'Organisms/AdCarousel',
  component: AdCarousel,
  args: { ads },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }} className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

function currentSlide(canvasElement: HTMLElement): string | null | undefined {
  return within(canvasElement)
    .queryAllByRole('button', { name: /^Go to slide/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');
}

/** Spec §9: a 300 ms skeleton, then 3 ads advancing every 3 s. The clock is faked. */
export const Default: Story = {
  render: (args) => (
    <MountOnClick>
      <AdCarousel {...args} />
    </MountOnClick>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clock = installClock();
    try {
      await playDefault(canvasElement, canvas, clock);
    } finally {
      clock.uninstall();
    }
  },
};

/** The steps of Default, on the fake clock. */
async function playDefault(canvasElement: HTMLElement, canvas: ReturnType<typeof within>, clock: StoryClock) {
  const tick = (ms: number) => clock.tick(ms);
  fireEvent.click(canvas.getByRole('button', { name: 'Show the ads' }));
  await tick(0);
  await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  await tick(299);
  await expect(canvas.queryByRole('img')).toBeNull();
  await tick(1);
  await expect(canvas.queryByRole('status')).toBeNull();
  // Only the first 3 ads.
  await expect(canvas.getAllByRole('group')).toHaveLength(3);
  await expect(canvas.getByRole('link', { name: 'Creator week: 0% fees' })).toBeInTheDocument();
  await expect(canvas.queryByAltText('A fourth ad that is not shown')).toBeNull();

  await tick(0);
  await expect(currentSlide(canvasElement)).toBe('Go to slide 1 of 3');
  // Embla arrives after the first paint; the 3 s start when it has.
  const region = canvas.getByRole('region');
  await clock.settleUntil(() => expect(region).toHaveAttribute('data-ready', 'true'), 600);
  await tick(2999);
  await expect(currentSlide(canvasElement)).toBe('Go to slide 1 of 3');
  await tick(1);
  await expect(currentSlide(canvasElement)).toBe('Go to slide 2 of 3');
  await tick(3000);
  await expect(currentSlide(canvasElement)).toBe('Go to slide 3 of 3');
  await tick(3000);
  await expect(currentSlide(canvasElement)).toBe('Go to slide 1 of 3');
}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** Nothing to show: the carousel takes no space. */
export const Empty: Story = {
  args: { ads: [], skeletonMs: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Rtl: Story = { globals: { locale: 'ar' }, args: { skeletonMs: 0, autoplayMs: 0 } };
