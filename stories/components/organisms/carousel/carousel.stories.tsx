import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from '../../../../src/components/organisms/carousel/carousel.tsx';
import { LANDING_SLIDE_MS } from '../../../../src/screens/landing/landing-screen.tsx';
import { installClock } from '../../../support/clock.ts';

const tones = ['#7c3aed', '#db2777', '#4c1d95'];

const meta = {
  title: 'Organisms/Carousel',
  component: Carousel,
  args: {
    label: 'Highlights',
    children: tones.map((color, index) => (
      <div
        key={color}
        style={{
          background: color,
          height: 220,
          borderRadius: 24,
          color: 'white',
          padding: 24,
          fontSize: 24,
        }}
      >
        Slide {index + 1}
      </div>
    )),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Go to slide 2 of 3' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Go to slide 2 of 3' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  },
};
/** Autoplay holds while the pointer is over the slides, and goes on when it leaves. */
export const Autoplay: Story = {
  args: { autoplayMs: 8000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Highlights' });
    await userEvent.hover(canvas.getByRole('group', { name: '1 of 3' }));
    await expect(region).toHaveAttribute('data-paused', 'true');
    await userEvent.unhover(region);
    await expect(region).not.toHaveAttribute('data-paused');
    // The Pause button is there, at least 24 px square (WCAG 2.5.8), before the dots.
    const pause = canvas.getByRole('button', { name: 'Pause slideshow' });
    const box = pause.getBoundingClientRect();
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  },
};

/** The slide on show, read from the dots. */
function currentSlide(canvasElement: HTMLElement): string | null | undefined {
  return within(canvasElement)
    .getAllByRole('button', { name: /^Go to slide/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');
}

/**
 * Pause stops the slides for good (WCAG 2.2.2): 24 s later the first is still on show, the button
 * now offers Play; Play starts them again, 8 s to the next.
 */
export const PausedByButton: Story = {
  args: { autoplayMs: LANDING_SLIDE_MS, showArrows: false },
  render: (args) => (
    <MountOnClick>
      <Carousel {...args} />
    </MountOnClick>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clock = installClock();
    try {
      fireEvent.click(canvas.getByRole('button', { name: 'Show the slides' }));
      await clock.tick(0);
      const region = canvas.getByRole('region', { name: 'Highlights' });
      await clock.settleUntil(() => expect(region).toHaveAttribute('data-ready', 'true'), 600);
      fireEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
      await clock.tick(0);
      const play = canvas.getByRole('button', { name: 'Play slideshow' });
      await expect(region).toHaveAttribute('data-paused', 'true');
      await clock.tick(3 * LANDING_SLIDE_MS);
      await expect(currentSlide(canvasElement)).toBe('Go to slide 1 of 3');
      // The focus on Play does not hold the slides: pressed, they move at once.
      play.focus();
      fireEvent.click(play);
      await clock.tick(0);
      await expect(canvas.getByRole('button', { name: 'Pause slideshow' })).toHaveFocus();
      await expect(region).not.toHaveAttribute('data-paused');
      await clock.tick(LANDING_SLIDE_MS);
      await expect(currentSlide(canvasElement)).toBe('Go to slide 2 of 3');
    } finally {
      clock.uninstall();
    }
  },
};

/**
 * A user who asks for reduced motion gets still slides: the carousel starts paused, offering Play
 * (the media query is answered "reduce" for this story).
 */
export const ReducedMotion: Story = {
  args: { autoplayMs: LANDING_SLIDE_MS, showArrows: false },
  beforeEach: () => {
    const real = window.matchMedia;
    window.matchMedia = (query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            addListener: () => undefined,
            removeListener: () => undefined,
            dispatchEvent: () => false,
          } satisfies MediaQueryList)
        : real.call(window, query);
    return () => {
      window.matchMedia = real;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Highlights' });
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(region).toHaveAttribute('data-paused', 'true');
  },
};

/** Arabic: the Pause button mirrors to the right of the dots, and reads in Arabic. */
export const AutoplayRtl: Story = {
  args: { autoplayMs: LANDING_SLIDE_MS, showArrows: false },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pause = canvas.getByRole('button', { name: 'إيقاف عرض الشرائح مؤقتًا' });
    const firstDot = canvas.getByRole('button', { name: 'الانتقال إلى الشريحة 1 من 3' });
    await expect(pause.getBoundingClientRect().left).toBeGreaterThan(firstDot.getBoundingClientRect().right);
  },
};
/** Mounts its children on a click, so the play function can install the fake clock first. */
function MountOnClick({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  return mounted ? (
    children
  ) : (
    <button type="button" onClick={() => setMounted(true)} className="text-brand-700 underline">
      Show the slides
    </button>
  );
}

/** The landing page's slides (spec §9: 8000 ms), with the landing screen's own constant. */
export const LandingSlides: Story = {
  args: { autoplayMs: LANDING_SLIDE_MS, showArrows: false },
  render: (args) => (
    <MountOnClick>
      <Carousel {...args} />
    </MountOnClick>
  ),
  play: async ({ canvasElement }) => {
    await expect(LANDING_SLIDE_MS).toBe(8000);
    const canvas = within(canvasElement);
    const current = () =>
      canvas
        .getAllByRole('button', { name: /^Go to slide/ })
        .find((dot) => dot.getAttribute('aria-current') === 'true')
        ?.getAttribute('aria-label');
    const clock = installClock();
    try {
      fireEvent.click(canvas.getByRole('button', { name: 'Show the slides' }));
      await clock.tick(0);
      // The first slide and its dots paint before embla arrives; the 8 s start when it has.
      await expect(current()).toBe('Go to slide 1 of 3');
      const region = canvas.getByRole('region', { name: 'Highlights' });
      await clock.settleUntil(() => expect(region).toHaveAttribute('data-ready', 'true'), 600);
      await expect(current()).toBe('Go to slide 1 of 3');
      await clock.tick(7999);
      await expect(current()).toBe('Go to slide 1 of 3');
      await clock.tick(1);
      await expect(current()).toBe('Go to slide 2 of 3');
      await clock.tick(8000);
      await expect(current()).toBe('Go to slide 3 of 3');
    } finally {
      clock.uninstall();
    }
  },
};

export const Rtl: Story = { globals: { locale: 'ar' } };
