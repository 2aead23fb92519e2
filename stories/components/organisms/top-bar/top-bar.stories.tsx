import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../../../../src/components/atoms/icon-button/icon-button.tsx';
import { shareIcon } from '../../../../src/components/atoms/icon/icons.ts';
import { Logo } from '../../../../src/components/atoms/logo/logo.tsx';
import { BackButton } from '../../../../src/components/molecules/back-button/back-button.tsx';
import { TopBar } from '../../../../src/components/organisms/top-bar/top-bar.tsx';

const onShare = fn();

const meta = {
  title: 'Organisms/TopBar',
  component: TopBar,
  args: {
    title: 'Account settings',
    back: <BackButton />,
    actions: <IconButton icon={shareIcon} label="Share" onClick={onShare} />,
  },
  parameters: { router: { route: '/mine/account' }, viewport: { defaultViewport: 'mobile375' } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 3000 }}>
        <Story />
        <p className="p-4 text-ink-muted">Scroll past 100 px to hide the bar.</p>
      </div>
    ),
  ],
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

async function scrollWindowTo(view: Window, y: number) {
  view.scrollTo({ top: y, behavior: 'instant' });
  await waitFor(() => expect(view.scrollY).toBe(y));
}

/** Spec §9: hidden after 100 px of scroll, shown again back under 100 px. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView ?? window;
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('banner');
    await scrollWindowTo(view, 0);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

    await scrollWindowTo(view, 100);
    await expect(bar).not.toHaveAttribute('data-hidden');

    await scrollWindowTo(view, 150);
    await waitFor(() => expect(bar).toHaveAttribute('data-hidden', 'true'));
    await waitFor(() => expect(bar.getBoundingClientRect().bottom).toBeLessThanOrEqual(1));

    await scrollWindowTo(view, 50);
    await waitFor(() => expect(bar).not.toHaveAttribute('data-hidden'));
    await waitFor(() => expect(bar.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));

    // Keyboard focus keeps it on screen even past 100 px.
    await scrollWindowTo(view, 400);
    await waitFor(() => expect(bar).toHaveAttribute('data-hidden', 'true'));
    canvas.getByRole('button', { name: 'Share' }).focus();
    await waitFor(() => expect(bar).not.toHaveAttribute('data-hidden'));
    await userEvent.keyboard('{Enter}');
    await expect(onShare).toHaveBeenCalled();
    await scrollWindowTo(view, 0);
  },
};

/** `hideAfter={false}`: the bar stays however far the page scrolls. */
export const AlwaysShown: Story = {
  args: { hideAfter: false },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView ?? window;
    const bar = within(canvasElement).getByRole('banner');
    await scrollWindowTo(view, 600);
    await expect(bar).not.toHaveAttribute('data-hidden');
    await scrollWindowTo(view, 0);
  },
};

/** The app layout's phone bar: the logo at the start, the page's own heading below it (no h1 here). */
export const AppBar: Story = {
  args: { title: undefined, back: <Logo />, hideAfter: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeVisible();
  },
};

/** A screen's own header (mine/password, mine/delete): in the page, large title, never hides. */
export const PageHeader: Story = {
  args: { variant: 'page', title: 'Change password', actions: undefined },
  decorators: [
    (Story) => (
      <main className="p-4">
        <Story />
      </main>
    ),
  ],
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView ?? window;
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Change password' });
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    // It scrolls away with its page rather than sticking and hiding.
    await scrollWindowTo(view, 400);
    await expect(heading.closest('header')).not.toHaveAttribute('data-hidden');
    await expect(heading.getBoundingClientRect().bottom).toBeLessThan(0);
    await scrollWindowTo(view, 0);
  },
};

export const WithoutBack: Story = { args: { back: undefined, title: 'Messages' } };

export const LongText: Story = {
  args: { title: 'A remarkably long page title that cannot possibly fit on a phone screen' },
};

export const Rtl: Story = { globals: { locale: 'ar' }, args: { title: 'إعدادات الحساب' } };

/**
 * Keyboard focus never rests under the sticky bar (WCAG 2.4.11): going back up a page of thirty
 * buttons with Shift+Tab, each one that takes the focus is scrolled clear below the bar, which
 * the document's scroll padding counts while it shows.
 */
export const FocusClearOfBarMobile: Story = {
  args: { hideAfter: false, title: 'Home', actions: undefined },
  decorators: [
    (Story) => (
      <>
        <Story />
        <div className="flex flex-col gap-4 p-4">
          {Array.from({ length: 30 }, (_, index) => (
            <button key={index} type="button" className="h-11 rounded-full bg-surface ring-1 ring-line">
              Item {index + 1}
            </button>
          ))}
        </div>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView ?? window;
    const bar = canvas.getByRole('banner');
    // The document's scroll padding counts the bar's height, and half a rem for the focus ring.
    await expect(getComputedStyle(view.document.documentElement).scrollPaddingTop).toBe(
      `${bar.getBoundingClientRect().height + 8}px`,
    );
    canvas.getByRole('button', { name: 'Item 30' }).focus();
    for (let index = 29; index >= 1; index -= 1) {
      const item = canvas.getByRole('button', { name: `Item ${index}` });
      await userEvent.tab({ shift: true });
      await expect(item).toHaveFocus();
      await expect(item.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        bar.getBoundingClientRect().bottom,
      );
    }
    await scrollWindowTo(view, 0);
  },
};
