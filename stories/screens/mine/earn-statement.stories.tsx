/**
 * mine/earn/statement?month=YYYY-MM (issue 25): one UTC month's statement (user/getStatement):
 * the opening balance, every entry with its order or withdrawal id, the totals and the closing
 * balance; Print and Download CSV. Empty, error, loading, a bad month and Arabic too.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeStatement } from '../../../src/mocks/factories-sales.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/handlers.ts';
import { earningsHandlers } from '../../../src/mocks/handlers-earnings.ts';
import { salesCallLog, statementHandlers } from '../../../src/mocks/handlers-sales.ts';
import { userHandlers, userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { StatementScreen } from '../../../src/screens/mine/earn-statement/statement-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/Earn/Statement',
  component: StatementScreen,
  parameters: {
    router: { route: '/mine/earn/statement?month=2026-03' },
    msw: { handlers: { ...userHandlers, userInfo: userInfoHandlers.creator, ...earningsHandlers } },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    salesCallLog.statement.length = 0;
    return restore;
  },
} satisfies Meta<typeof StatementScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const STATEMENT = makeStatement();

/** The cells of the row whose header or first cells say `label`. */
function rowOf(canvasElement: HTMLElement, label: string | RegExp) {
  const row = within(canvasElement).getByRole('row', { name: label });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

/**
 * March 2026: 250 at its start, five sale lines (a refund among them) and a withdrawal, the totals
 * and the closing balance, which is the opening balance plus the total net.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Statement, March 2026' })).toBeVisible();
    await canvas.findByRole('table');
    await expect(salesCallLog.statement).toEqual(['2026-03']);
    await expect(rowOf(canvasElement, /Opening balance/)).toEqual(['$250']);
    const orderIds = STATEMENT.list.map((entry) => entry.order_id || String(entry.withdrawal_id));
    for (const id of orderIds) await expect(canvas.getAllByText(id).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 1 + STATEMENT.list.length + 2);
    const closing = 250 + STATEMENT.totals.net;
    await expect(STATEMENT.closing_balance).toBeCloseTo(closing, 2);
    await expect(rowOf(canvasElement, /Closing balance/)).toEqual([
      `$${STATEMENT.closing_balance.toFixed(2)}`,
    ]);
    await expect(rowOf(canvasElement, /Total/).at(-1)).toBe(`-$${Math.abs(STATEMENT.totals.net).toFixed(2)}`);
    await expect(canvas.getByText(/Times are UTC/)).toBeVisible();
  },
};

/** Download CSV: a file named for the month, UTF-8 with a byte order mark, amounts with a dot. */
export const DownloadCsv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved: Blob[] = [];
    const create = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      saved.push(blob as Blob);
      return 'blob:statement';
    };
    const names: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      names.push(this.download);
    };
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Download CSV' }));
    } finally {
      URL.createObjectURL = create;
      HTMLAnchorElement.prototype.click = click;
    }
    await expect(names).toEqual(['statement-2026-03.csv']);
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await saved[0]!.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    await expect(lines[0]).toBe('Date,Entry,Kind,What was sold,Order,Gross,Platform fee,Payment cost,Net');
    await expect(lines[1]).toBe(',Opening balance,,,,,,,250.00');
    await expect(lines).toHaveLength(2 + STATEMENT.list.length + 2);
    await expect(lines.at(-1)).toBe(`,Closing balance,,,,,,,${STATEMENT.closing_balance.toFixed(2)}`);
  },
};

/** Print: the browser's print dialog, the navigation and the buttons hidden on paper. */
export const Print: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const print = fn();
    const original = window.print;
    window.print = print;
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Print' }));
    } finally {
      window.print = original;
    }
    await expect(print).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Print' }).parentElement).toHaveClass('print:hidden');
  },
};

/** A month with nothing: the balance carried through, said so. */
export const Empty: Story = {
  parameters: { msw: { handlers: { statement: statementHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing changed your balance this month.')).toBeVisible();
    await expect(rowOf(canvasElement, /Closing balance/)).toEqual(['$250']);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { statement: statementHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(MOCK_SERVER_ERROR)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { statement: statementHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** An address without a month (or a bad one): nothing asked, the way back said. */
export const BadMonth: Story = {
  parameters: { router: { route: '/mine/earn/statement?month=2026-13' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Choose a month from your earnings.')).toBeVisible();
    await expect(salesCallLog.statement).toEqual([]);
  },
};

/** Arabic: mirrored, the month's name and the columns in Arabic. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: 'الصافي' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /الرصيد الافتتاحي/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تنزيل CSV' })).toBeVisible();
  },
};
