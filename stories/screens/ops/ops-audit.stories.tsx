/**
 * The console's audit log (issue 23, admins): every operator action newest first, searched by
 * text, action and days, exported as CSV with the same filters; a table on a wide screen, a list
 * of cards at 375 px; each load state, and Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { opsAuditHandlers } from '../../../src/mocks/handlers-ops-audit.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/mock-errors.ts';
import { OpsAuditScreen } from '../../../src/screens/ops/audit/ops-audit-screen.tsx';

const meta = {
  title: 'Screens/Ops/Audit',
  component: OpsAuditScreen,
  parameters: {
    router: { route: '/ops/audit' },
    viewport: { defaultViewport: 'desktop1170' },
    msw: { handlers: opsAuditHandlers.loaded },
  },
} satisfies Meta<typeof OpsAuditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole log in a table, and the export link for everything. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByRole('columnheader', { name: 'Address' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/ops-export/audit.csv',
    );
  },
};

/** Searching narrows the rows and the export link carries the same filters. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.type(canvas.getByLabelText('Operator, action, target or reason'), 'finance');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/ops-export/audit.csv?q=finance',
    );
  },
};

/** Nothing matches. */
export const Empty: Story = {
  parameters: { msw: { handlers: opsAuditHandlers.empty } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No operator action matches.')).toBeVisible();
  },
};

/** The first page on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: opsAuditHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The server cannot be reached. */
export const Error: Story = {
  parameters: { msw: { handlers: opsAuditHandlers.error } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(MOCK_SERVER_ERROR)).toBeVisible();
  },
};

/** At 375 px each action is a card. */
export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Arabic, mirrored: codes, emails and addresses keep their own order. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(table).toBeVisible();
    await expect(within(table).getByText('الصورة غير واضحة، يرجى إعادة رفعها.')).toHaveAttribute(
      'dir',
      'auto',
    );
  },
};
