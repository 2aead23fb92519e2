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
export const Autoplay: Story = {
  args: { autoplayMs: 8000 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Highlights' });
    await userEvent.hover(region);
    await expect(region).toHaveAttribute('data-paused', 'true');
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
