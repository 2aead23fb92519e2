/**
 * The console's reports queue (issue 23): targets with open reports, the longest waiting first; a
 * target opened beside the list (the post or account, every report with earlier outcomes); the
 * decision with its reason and, for a suspension, days or for good; and each load state.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  MOCK_REPORTS_NONE_OPEN,
  opsReportsHandlers,
  resetOpsReports,
} from '../../../src/mocks/handlers-ops-reports.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/mock-errors.ts';
import { OpsReportsScreen } from '../../../src/screens/ops/reports/ops-reports-screen.tsx';

const meta = {
  title: 'Screens/Ops/Reports',
  component: OpsReportsScreen,
  parameters: {
    router: { route: '/ops/reports' },
    viewport: { defaultViewport: 'desktop1170' },
    msw: { handlers: opsReportsHandlers.loaded },
  },
  beforeEach: () => resetOpsReports(),
} satisfies Meta<typeof OpsReportsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Opens the target whose summary holds `text`. */
const open = async (canvas: Canvas, text: RegExp) =>
  userEvent.click(await canvas.findByRole('button', { name: text }));

/** The targets with open reports, none opened yet. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const post = await canvas.findByRole('button', { name: /Seaside market at dawn/ });
    await expect(post).toHaveTextContent('3 reports');
    await expect(post).toHaveTextContent('1 earlier report closed');
    await expect(canvas.getByRole('button', { name: /Account @omar.art/ })).toHaveTextContent('1 report');
    await expect(canvas.getByText(/Open a post or account from the list/)).toBeVisible();
  },
};

/** A post opened: the post as a fan sees it, every report, the earlier dismissal. */
export const ItemOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Seaside market at dawn/);
    await expect(await canvas.findByRole('heading', { name: 'Every report (4)' })).toBeVisible();
    await expect(canvas.getByText('Le lien demande mes coordonnées bancaires.')).toHaveAttribute(
      'dir',
      'auto',
    );
    await expect(canvas.getByText('Written in French')).toBeVisible();
    await expect(canvas.getByText('Dismissed: One repost is not spam.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Hide the post' })).toBeVisible();
  },
};

/** Suspending: a reason and a term are asked for, then every open report closes. */
export const ActionWithReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Seaside market at dawn/);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Suspend the account' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decide' }));
    await expect(await canvas.findByText('Write the reason first.')).toBeVisible();
    await expect(canvas.getByText('Choose how many days, or for good.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Reason/), 'Sells other people’s photos.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'For good' }));
    await expect(canvas.getByLabelText(/Days/)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Decide' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('3 reports closed.');
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Seaside market at dawn/ })).toBeNull());
  },
};

/** An account has no post to hide: the action is not offered. */
export const AccountOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Account @omar.art/);
    await expect(await canvas.findByText('The reported account')).toBeVisible();
    await expect(canvas.getByText('رسوم رقمية وقصص مصورة.')).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'Hide the post' })).toBeNull();
  },
};

/** Another operator decided first: the server's message under the form. */
export const DecisionRefused: Story = {
  parameters: { msw: { handlers: opsReportsHandlers.decidedElsewhere } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Account @omar.art/);
    await userEvent.type(await canvas.findByLabelText(/Reason/), 'Not against the rules.');
    await userEvent.click(canvas.getByRole('button', { name: 'Decide' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_REPORTS_NONE_OPEN);
  },
};

/** Nothing waits. */
export const Empty: Story = {
  parameters: { msw: { handlers: opsReportsHandlers.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No open reports. Nothing waits.')).toBeVisible();
  },
};

/** The first page on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: opsReportsHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The server cannot be reached. */
export const Error: Story = {
  parameters: { msw: { handlers: opsReportsHandlers.error } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR)).toBeVisible();
  },
};

/** At 375 px the opened target takes the list's place, with a way back. */
export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Seaside market at dawn/);
    await expect(await canvas.findByRole('button', { name: 'Back to the list' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the list' }));
    await expect(await canvas.findByRole('button', { name: /Seaside market at dawn/ })).toBeVisible();
  },
};

/** Arabic: the console mirrored, the Arabic report opened. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /omar\.art/);
    await expect(await canvas.findByText('يستخدم اسم وصور فنان معروف.')).toHaveAttribute('dir', 'auto');
  },
};
