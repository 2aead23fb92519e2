import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../../src/components/atoms/button/button.tsx';
import { CreatorSwiper } from '../../../../src/components/organisms/creator-swiper/creator-swiper.tsx';
import { makeCreators } from '../../../../src/mocks/factories.ts';

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

/** Mirrored: the first card sits at the right edge, the row runs leftwards. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
  },
};

/** Drags the row with the mouse: `steps` moves of `stepPx`, `stepMs` apart, then releases. */
async function drag(canvasElement: HTMLElement, stepPx: number, steps: number, stepMs: number) {
  const viewport = canvasElement.querySelector('ul')!.parentElement!;
  const box = viewport.getBoundingClientRect();
  const y = box.top + box.height / 2;
  let x = box.left + box.width / 2;
  const doc = viewport.ownerDocument;
  viewport.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, clientX: x, clientY: y, button: 0 }));
  for (let step = 0; step < steps; step += 1) {
    await new Promise((resolve) => setTimeout(resolve, stepMs));
    x += stepPx;
    doc.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: x, clientY: y, buttons: 1 }));
  }
  doc.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, clientX: x, clientY: y }));
}

function firstCardLeft(canvasElement: HTMLElement): number {
  return within(canvasElement).getAllByRole('listitem')[0]!.getBoundingClientRect().left;
}

/** Spec §9: 30 px released at about 500 px/s, over the 200 px/s flick speed, pages on. */
export const FlickPagesOn: Story = {
  play: async ({ canvasElement }) => {
    const before = firstCardLeft(canvasElement);
    await drag(canvasElement, -10, 3, 20);
    await waitFor(() => expect(firstCardLeft(canvasElement)).toBeLessThan(before - 100), { timeout: 3000 });
  },
};

/** 30 px at about 100 px/s is under the 200 px/s flick speed: the row settles back. */
export const SlowShortDragSettlesBack: Story = {
  play: async ({ canvasElement }) => {
    const before = firstCardLeft(canvasElement);
    await drag(canvasElement, -10, 3, 100);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(Math.abs(firstCardLeft(canvasElement) - before)).toBeLessThan(2);
  },
};
