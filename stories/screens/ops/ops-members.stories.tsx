/**
 * The console's members page (issue 23): the search by account name or email, a member opened
 * beside the list with their tabs, suspending with a term and a reason, lifting, a refund with its
 * reason (finance and admin only: a moderator sees no Refund), and each load state; Arabic too.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OperatorRole } from '../../../src/contract/operators.ts';
import {
  MOCK_NOT_REFUNDABLE,
  opsMembersHandlers,
  resetOpsMembers,
} from '../../../src/mocks/handlers-ops-members.ts';
import { makeOperator } from '../../../src/mocks/handlers-ops-sign-in.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/mock-errors.ts';
import { OperatorContext } from '../../../src/screens/ops/ops-console/operator-context.ts';
import { OpsMembersScreen } from '../../../src/screens/ops/members/ops-members-screen.tsx';

const meta = {
  title: 'Screens/Ops/Members',
  component: OpsMembersScreen,
  parameters: {
    router: { route: '/ops/members' },
    viewport: { defaultViewport: 'desktop1170' },
    msw: { handlers: opsMembersHandlers.loaded },
    operatorRole: 'finance' satisfies OperatorRole,
  },
  // The page reads the signed-in operator from the console around it.
  decorators: [
    (Story, { parameters }) => (
      <OperatorContext value={makeOperator(parameters.operatorRole as OperatorRole)}>
        <Story />
      </OperatorContext>
    ),
  ],
  beforeEach: () => resetOpsMembers(),
} satisfies Meta<typeof OpsMembersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const open = async (canvas: Canvas, name: RegExp) =>
  userEvent.click(await canvas.findByRole('button', { name }));

const tab = async (canvas: Canvas, name: string) => userEvent.click(await canvas.findByRole('tab', { name }));

/** The newest members, none opened yet. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: /@/ })).toHaveLength(4);
    await expect(canvas.getByText('Suspended for good')).toBeVisible();
    await expect(canvas.getByText('Open a member from the list to see what they did.')).toBeVisible();
  },
};

/** The search by the start of an email. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Account name or email/), 'MAYA@');
    await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /@/ })).toHaveLength(1));
    await expect(canvas.getByRole('button', { name: /Maya Lin/ })).toBeVisible();
  },
};

/** Opened by a link from another console page (the leak tracer's): `?member={id}`. */
export const LinkedMember: Story = {
  parameters: { router: { route: '/ops/members?member=1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /Maya Lin/ })).toBeVisible();
    await expect(await canvas.findByText('Morning light series')).toBeVisible();
  },
};

/** A creator opened: balance, posts and ledger tabs. */
export const ItemOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Maya Lin/);
    await expect(await canvas.findByRole('heading', { level: 2, name: /Maya Lin/ })).toBeVisible();
    await expect(canvas.getByText('$1,234.50')).toBeVisible();
    await expect(await canvas.findByText('Morning light series')).toBeVisible();
    await tab(canvas, 'Ledger');
    await expect(await canvas.findByText('withdrawal_request')).toBeVisible();
  },
};

/** Suspending for a week with a reason: the reason is required first. */
export const Suspend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /fan_jo/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Suspend the member' }));
    await expect(await canvas.findByText('Give the reason.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Reason/), 'Harassing a creator in messages.');
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend the member' }));
    await expect(await canvas.findByText('The member is suspended.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Lift it now' })).toBeVisible();
  },
};

/** Lifting a suspension for good. */
export const Lift: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /spammer99/);
    await expect(await canvas.findByText('Why: Spam links in comments.')).toBeVisible();
    await userEvent.type(await canvas.findByLabelText(/Reason/), 'Appeal accepted.');
    await userEvent.click(canvas.getByRole('button', { name: 'Lift it now' }));
    await expect(await canvas.findByText('The suspension is lifted.')).toBeVisible();
  },
};

/** Finance refunds a paid order with a reason; the refunded one has no button. */
export const Refund: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /fan_jo/);
    await tab(canvas, 'Orders');
    await expect(await canvas.findAllByRole('button', { name: /^Refund / })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Refund Morning light series' }));
    await userEvent.type(canvas.getByLabelText(/Why refund Morning light series/), 'Charged twice.');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask the provider to refund' }));
    await expect(await canvas.findByText(/Refund asked/)).toBeVisible();
  },
};

/** The provider refuses: the server's message under the form. */
export const RefundRefused: Story = {
  parameters: { msw: { handlers: opsMembersHandlers.refundRefused } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /fan_jo/);
    await tab(canvas, 'Orders');
    await userEvent.click(await canvas.findByRole('button', { name: 'Refund Morning light series' }));
    await userEvent.type(canvas.getByLabelText(/Why refund Morning light series/), 'Charged twice.');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask the provider to refund' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_NOT_REFUNDABLE);
  },
};

/** A moderator reads orders but has no Refund: refunds are money. */
export const ModeratorNoRefund: Story = {
  parameters: { operatorRole: 'moderator' satisfies OperatorRole },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /fan_jo/);
    await tab(canvas, 'Orders');
    await expect(await canvas.findByText('Morning light series')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Refund/ })).toBeNull();
  },
};

/** Nothing matches. */
export const Empty: Story = {
  parameters: { msw: { handlers: opsMembersHandlers.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No member’s account name or email starts with that.'),
    ).toBeVisible();
  },
};

/** The first page on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: opsMembersHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The server cannot be reached. */
export const Error: Story = {
  parameters: { msw: { handlers: opsMembersHandlers.error } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR)).toBeVisible();
  },
};

/** At 375 px the opened member takes the list's place, with a way back. */
export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Maya Lin/);
    await expect(await canvas.findByRole('button', { name: 'Back to the list' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Find' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the list' }));
    await expect(await canvas.findByRole('button', { name: 'Find' })).toBeVisible();
  },
};

/** Arabic: mirrored, an Arabic display name opened. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /ليلى/);
    await expect(await canvas.findByRole('heading', { level: 2, name: /ليلى/ })).toBeVisible();
  },
};
