import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrialLinkRow } from '../../../../src/components/molecules/trial-link-row/trial-link-row.tsx';
import { makeTrialLink } from '../../../../src/mocks/factories-trials.ts';

const active = makeTrialLink({ claims: 37, max_claims: 100 });

const meta = {
  title: 'Molecules/TrialLinkRow',
  component: TrialLinkRow,
  args: {
    link: active,
    url: `https://fanvault.example/en${active.url_path}`,
    onCopy: fn(),
    onEnd: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrialLinkRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value of a term, by its name. */
function figure(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** An active link: days and plan, the price after, its address, claims of the limit; copy and end reach the caller. */
export const Active: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /7 days free of/ })).toHaveTextContent('Inner circle');
    await expect(canvas.getByText('Then renews at $9.99 unless the fan cancels')).toBeVisible();
    await expect(canvas.getByText(args.url)).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(figure(canvasElement, 'Claimed')).toBe('37 / 100');
    await expect(figure(canvasElement, 'Claimable until')).toMatch(/Apr|Mar/);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'End link' }));
    await expect(args.onEnd).toHaveBeenCalledOnce();
  },
};

/** Every claim taken: said, and nothing more to copy or end. */
export const Full: Story = {
  args: { link: makeTrialLink({ claims: 10_000, max_claims: 10_000, state: 'full' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('All claimed')).toBeVisible();
    await expect(figure(canvasElement, 'Claimed')).toBe('10,000 / 10,000');
    await expect(canvas.queryByRole('button', { name: 'End link' })).toBeNull();
  },
};

/** Ended by the creator. */
export const Ended: Story = {
  args: { link: makeTrialLink({ claims: 4, state: 'ended' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ended')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Copy link' })).toBeNull();
  },
};

/** Past its expiry. */
export const Expired: Story = {
  args: { link: makeTrialLink({ days: 1, state: 'expired' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /1 day free of/ })).toBeVisible();
  },
};

/** Arabic: mirrored; the address stays left to right. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('نشط')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'نسخ الرابط' })).toBeVisible();
    await expect(canvas.getByText(args.url).closest('bdi')).toHaveAttribute('dir', 'ltr');
  },
};
