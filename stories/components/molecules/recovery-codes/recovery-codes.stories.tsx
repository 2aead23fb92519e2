/**
 * Recovery codes shown once (issue 26; the members' two-factor authentication and the operators'
 * enrolment both show them): the list, copy, download, "I have saved them"; Arabic keeps the codes
 * left to right.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecoveryCodes } from '../../../../src/components/molecules/recovery-codes/recovery-codes.tsx';

const CODES = [
  'k7pq-2mzx',
  'r4ht-9wde',
  'b8nc-3vla',
  'x2gf-7qus',
  'm5jy-6tok',
  'd9we-4cbr',
  'p3sa-8nlh',
  'f6vu-2kzi',
  't1lo-5rym',
  'h7ce-9dxq',
];

const meta = {
  title: 'Molecules/RecoveryCodes',
  component: RecoveryCodes,
  decorators: [
    (Story) => (
      <div className="max-w-md p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    codes: CODES,
    intro:
      'If you lose your authenticator, each of these 10 codes logs you in once. They are shown only now: keep them somewhere safe.',
    fileHeading: 'FanVault: recovery codes for ada2024. Each works once.',
    onSaved: fn(),
  },
} satisfies Meta<typeof RecoveryCodes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ten codes, left to right, and the ways to keep them. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(list).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('button', { name: 'Copy codes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download as a text file' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved them' }));
    await expect(args.onSaved).toHaveBeenCalledOnce();
  },
};

/** With a heading, as a member's login security shows them. */
export const WithHeading: Story = {
  args: { heading: <h3 className="font-semibold text-ink">Save your recovery codes</h3> },
};

/** Arabic: the page mirrors, the codes stay left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('dir', 'ltr');
  },
};
