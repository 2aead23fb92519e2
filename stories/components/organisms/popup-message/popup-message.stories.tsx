import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import { Button } from '../../../../src/components/atoms/button/button.tsx';
import { PopupMessage } from '../../../../src/components/organisms/popup-message/popup-message.tsx';
import { dismissPopup, POPUP_DURATION_MS, showPopup } from '../../../../src/state/popup.ts';
import { installClock } from '../../../support/clock.ts';

const meta = {
  title: 'Organisms/PopupMessage',
  component: PopupMessage,
  beforeEach: () => {
    dismissPopup();
    return () => dismissPopup();
  },
  render: () => (
    <div className="flex gap-3 p-6">
      <Button onClick={() => showPopup('Link copied')}>Copy link</Button>
      <Button variant="secondary" onClick={() => showPopup('Update failed', { variant: 'failure' })}>
        Save
      </Button>
      <PopupMessage />
    </div>
  ),
} satisfies Meta<typeof PopupMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Shown for exactly 3 s on a fake clock: present at 2999 ms, gone at 3000 ms. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const clock = installClock();
    try {
      fireEvent.click(within(canvasElement).getByRole('button', { name: 'Copy link' }));
      await clock.tick(0);
      const status = body().getByRole('status');
      await expect(status).toHaveTextContent('Link copied');
      await expect(POPUP_DURATION_MS).toBe(3000);
      await clock.tick(2999);
      await expect(status).toHaveTextContent('Link copied');
      await clock.tick(1);
      await expect(status).toBeEmptyDOMElement();
    } finally {
      clock.uninstall();
    }
  },
};

/** The failure variant is announced at once (role alert) and keeps the same 3 s. */
export const Failure: Story = {
  play: async () => {
    const clock = installClock({ now: Date.UTC(2025, 0, 1) });
    try {
      showPopup('Update failed', { variant: 'failure' });
      await clock.tick(0);
      const alert = body().getByRole('alert');
      await expect(alert).toHaveTextContent('Update failed');
      await expect(alert.querySelector('[data-variant="failure"]')).not.toBeNull();
      await clock.tick(2999);
      await expect(Date.now()).toBe(Date.UTC(2025, 0, 1) + 2999);
      await expect(alert).toHaveTextContent('Update failed');
      await clock.tick(1);
      await expect(alert).toBeEmptyDOMElement();
    } finally {
      clock.uninstall();
    }
    // The real clock is back: the next story's timers run for real.
    await expect(Date.now()).toBeGreaterThan(Date.UTC(2025, 0, 1) + 3000);
  },
};

/** A second message replaces the first and restarts the 3 s. */
export const Replaced: Story = {
  play: async () => {
    const clock = installClock();
    try {
      showPopup('Link copied');
      await clock.tick(2000);
      showPopup('Saved');
      await clock.tick(2999);
      await expect(body().getByRole('status')).toHaveTextContent('Saved');
      await clock.tick(1);
      await expect(body().getByRole('status')).toBeEmptyDOMElement();
    } finally {
      clock.uninstall();
    }
  },
};

export const LongText: Story = {
  play: async () => {
    showPopup(
      'Your changes were saved, and your subscribers will see the new description next time they visit',
    );
    await expect(await body().findByRole('status')).toHaveTextContent(/subscribers/);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    showPopup('تم نسخ الرابط');
    await expect(await body().findByRole('status')).toHaveTextContent('تم نسخ الرابط');
  },
};
