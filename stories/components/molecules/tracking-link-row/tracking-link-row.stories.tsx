import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrackingLinkRow } from '../../../../src/components/molecules/tracking-link-row/tracking-link-row.tsx';
import { makeTrackingLink } from '../../../../src/mocks/factories-tracking-links.ts';

const busy = makeTrackingLink({ visits: 1284, sign_ups: 57, subscriptions: 23, revenue: 412.77 });

const meta = {
  title: 'Molecules/TrackingLinkRow',
  component: TrackingLinkRow,
  args: {
    link: busy,
    url: `https://fanvault.example/en${busy.url_path}`,
    onCopy: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrackingLinkRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figure of a term, by its name. */
function figure(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** A busy link: its name, address, the four figures; copy and delete reach the caller. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Instagram bio' })).toBeVisible();
    await expect(canvas.getByText(args.url)).toBeVisible();
    await expect(figure(canvasElement, 'Visits')).toBe('1,284');
    await expect(figure(canvasElement, 'Sign-ups')).toBe('57');
    await expect(figure(canvasElement, 'Subscriptions')).toBe('23');
    await expect(figure(canvasElement, 'Revenue')).toBe('$412.77');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Instagram bio' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** Just made: every figure zero. */
export const New: Story = {
  args: { link: makeTrackingLink({ id: 4, name: 'Newsletter' }) },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Visits')).toBe('0');
    await expect(figure(canvasElement, 'Revenue')).toBe('$0.00');
  },
};
