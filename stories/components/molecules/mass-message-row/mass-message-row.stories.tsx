/**
 * One of a creator's mass messages (issue 25): whom it went to, its state, what it says, a paid
 * one's price and blurred pictures or video, when it goes or went, delivered of addressed fans;
 * "Cancel sending" while scheduled.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MassMessageRow } from '../../../../src/components/molecules/mass-message-row/mass-message-row.tsx';
import type { MassMessage } from '../../../../src/contract/entities-mass-messages.ts';
import {
  makeMassMessage,
  makeMassMessages,
  makeVideoMassMessage,
} from '../../../../src/mocks/factories-mass-messages.ts';

const [scheduled, paid, sent, cancelled] = makeMassMessages() as [
  MassMessage,
  MassMessage,
  MassMessage,
  MassMessage,
];

const meta = {
  title: 'Molecules/MassMessageRow',
  component: MassMessageRow,
  args: { message: scheduled, onCancel: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MassMessageRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value of a term, by its name. */
function figure(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** Scheduled for one plan: its time, no delivery yet, and the cancel reaching the caller. */
export const Scheduled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Subscribers of/ })).toHaveTextContent('Inner circle');
    await expect(canvas.getByText('Scheduled')).toBeVisible();
    await expect(figure(canvasElement, 'Goes out')).toContain('2026');
    await expect(canvas.queryByText('Delivered')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel sending' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A paid one going out: its price, its blurred pictures, delivered so far of those addressed. */
export const PaidSending: Story = {
  args: { message: paid },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paid message, $9.99')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /Blurred picture/ })).toHaveLength(3);
    await expect(figure(canvasElement, 'Delivered')).toBe('600 of 1,240');
    await expect(canvas.queryByRole('button', { name: 'Cancel sending' })).toBeNull();
  },
};

/** A paid video, sent: its blurred poster and length beside the price. */
export const PaidVideo: Story = {
  args: { message: makeVideoMassMessage('ready') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paid message, $14.99')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Blurred video' })).toBeVisible();
    await expect(canvas.getByText('01:24')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A paid video still being prepared: it says it goes out once the video is ready; none reached yet. */
export const PaidVideoWaiting: Story = {
  args: { message: makeVideoMassMessage('processing') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Goes out once the video is prepared.');
    await expect(canvas.getByRole('img', { name: 'Blurred video' })).toBeVisible();
    await expect(figure(canvasElement, 'Delivered')).toBe('0 of 0');
  },
};

/** A paid video whose encoding failed: cancelled, and why. */
export const PaidVideoFailed: Story = {
  args: { message: makeVideoMassMessage('failed') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The video could not be prepared, so it was not sent.',
    );
  },
};

/** Sent to the expired subscribers, all reached. */
export const Sent: Story = {
  args: { message: sent },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Expired subscribers' })).toBeVisible();
    await expect(figure(canvasElement, 'Delivered')).toBe('42 of 42');
  },
};

/** Cancelled before it went: to the fans who spent at least 50. */
export const Cancelled: Story = {
  args: { message: cancelled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Fans who spent at least $50.00' })).toBeVisible();
    await expect(canvas.getByText('Cancelled')).toBeVisible();
  },
};

/** Sent to one of the creator's fan lists, named as it was then. */
export const ToAList: Story = {
  args: { message: makeMassMessage({ id: 5, audience: 'list', list_id: 1, list_name: 'Close friends' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Fans on the list \u2068Close friends\u2069' }),
    ).toBeVisible();
  },
};

/** Scheduled to a list deleted since (and named nothing): "A deleted list". */
export const ToADeletedList: Story = {
  args: {
    message: makeMassMessage({
      id: 6,
      audience: 'list',
      list_id: 0,
      list_name: '',
      recipients: 0,
      delivered: 0,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'A deleted list' })).toBeVisible();
  },
};

/** Arabic, mirrored. */
export const Rtl: Story = {
  args: { message: paid },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'جميع المشتركين' })).toBeVisible();
    await expect(canvas.getByText('قيد الإرسال')).toBeVisible();
  },
};
