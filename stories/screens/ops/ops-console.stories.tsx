/**
 * The operations console's frame (issue 23): `ops/me` decides between the sign-in and the layout;
 * the layout shows the product, "Operations", the operator's email and role, sign out, and the
 * queues their role works (a side list on desktop, a sideways row at 375 px); the home has one
 * card per queue. Every queue has a page here, as they will in the app.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OPERATOR_QUEUES, type OperatorQueue } from '../../../src/contract/operators.ts';
import {
  MOCK_OPS_SIGN_IN,
  opsMeHandlers,
  opsSignInHandlers,
  resetOpsSession,
} from '../../../src/mocks/handlers-ops-sign-in.ts';
import { OpsConsole } from '../../../src/screens/ops/ops-console/ops-console.tsx';
import { OpsHomeScreen } from '../../../src/screens/ops/ops-home/ops-home-screen.tsx';

const ALL_QUEUES = Object.keys(OPERATOR_QUEUES) as OperatorQueue[];

const meta = {
  title: 'Screens/Ops/Console',
  component: OpsConsole,
  args: { queues: ALL_QUEUES, current: null, children: <OpsHomeScreen queues={ALL_QUEUES} /> },
  parameters: {
    router: { route: '/ops' },
    layout: 'fullscreen',
    msw: { handlers: { ...opsSignInHandlers, me: opsMeHandlers.signedIn('moderator') } },
  },
  beforeEach: () => resetOpsSession(),
} satisfies Meta<typeof OpsConsole>;
export default meta;
type Story = StoryObj<typeof meta>;

const queueNames = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('navigation', { name: 'Queues' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** A moderator: posts, reports, feedback, members and leak tracing, each a card on the home. */
export const Moderator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'What waits for you' })).toBeVisible();
    await expect(canvas.getByText('moderator@example.com')).toBeVisible();
    await expect(canvas.getByText('Moderator')).toBeVisible();
    await expect(queueNames(canvas)).toEqual([
      'Overview',
      'Posts to review',
      'Reports',
      'Feedback',
      'Members',
      'Leak tracing',
    ]);
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    const cards = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(cards).toEqual(['Posts to review', 'Reports', 'Feedback', 'Members', 'Leak tracing']);
    await expect(canvas.getByRole('link', { name: /^Posts to review New and edited/ })).toHaveAttribute(
      'href',
      '/en/ops/posts',
    );
  },
};

/** Finance: withdrawals, members and money. */
export const Finance: Story = {
  parameters: { msw: { handlers: { ...opsSignInHandlers, me: opsMeHandlers.signedIn('finance') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('finance@example.com');
    await expect(queueNames(canvas)).toEqual(['Overview', 'Withdrawals', 'Members', 'Money']);
  },
};

/** A reviewer: the creator applications only. */
export const Reviewer: Story = {
  parameters: { msw: { handlers: { ...opsSignInHandlers, me: opsMeHandlers.signedIn('reviewer') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('reviewer@example.com');
    await expect(queueNames(canvas)).toEqual(['Overview', 'Creator applications']);
  },
};

/** An admin: every queue, the audit log included. */
export const Admin: Story = {
  parameters: { msw: { handlers: { ...opsSignInHandlers, me: opsMeHandlers.signedIn('admin') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('admin@example.com');
    await expect(queueNames(canvas)).toHaveLength(ALL_QUEUES.length + 1);
    await expect(canvas.getByRole('link', { name: 'Audit log' })).toBeVisible();
  },
};

/** Queues without a page yet are neither in the navigation nor on the home: no dead ends. */
export const OnlyBuiltPages: Story = {
  args: { queues: ['posts'], children: <OpsHomeScreen queues={['posts']} /> },
  parameters: { msw: { handlers: { ...opsSignInHandlers, me: opsMeHandlers.signedIn('admin') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('admin@example.com');
    await expect(queueNames(canvas)).toEqual(['Overview', 'Posts to review']);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  },
};

/** A queue page inside the layout, marked current in the navigation. */
export const QueuePage: Story = {
  args: { current: 'posts', children: <h1 className="text-2xl font-bold">Posts to review</h1> },
  parameters: { router: { route: '/ops/posts' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Posts to review' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A queue the role does not work, opened by its address: said so, the page is not drawn. */
export const NotYourQueue: Story = {
  args: { current: 'withdrawals', children: <h1>Withdrawals page</h1> },
  parameters: { router: { route: '/ops/withdrawals' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This queue is not worked by your role.')).toBeVisible();
    await expect(canvas.queryByText('Withdrawals page')).toBeNull();
  },
};

/** No operator session: the sign-in; after it, the console. */
export const SignedOut: Story = {
  parameters: { msw: { handlers: opsSignInHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'reviewer@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), MOCK_OPS_SIGN_IN.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await canvas.findByLabelText(/^6-digit code/), MOCK_OPS_SIGN_IN.code);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('reviewer@example.com')).toBeVisible();
    await expect(queueNames(canvas)).toEqual(['Overview', 'Creator applications']);
  },
};

/** Log out: the session ends on the server and the sign-in shows again. */
export const SignOut: Story = {
  parameters: { msw: { handlers: opsSignInHandlers } },
  beforeEach: () => resetOpsSession({ email: 'moderator@example.com', role: 'moderator', sessionEndsAt: '' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log out' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Log in to the console' }),
    ).toBeVisible();
  },
};

/** ops/me still on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { ...opsSignInHandlers, me: opsMeHandlers.loading } } },
};

/** The server cannot be reached: said so, with a retry. */
export const Unreachable: Story = {
  parameters: { msw: { handlers: { ...opsSignInHandlers, me: opsMeHandlers.unreachable } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The console could not reach the server.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** At 375 px the queues are a row that scrolls sideways under the header. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('moderator@example.com');
    const list = within(canvas.getByRole('navigation', { name: 'Queues' })).getByRole('list');
    await waitFor(() => expect(getComputedStyle(list).overflowX).toBe('auto'));
    // Nothing wider than the phone: the page itself never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Arabic, right to left: a moderator's console mirrored. */
export const RtlModerator: Story = { globals: { locale: 'ar' } };

/** Arabic: finance's console. */
export const RtlFinance: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { ...opsSignInHandlers, me: opsMeHandlers.signedIn('finance') } } },
};

/** Arabic: an admin's console, every queue. */
export const RtlAdmin: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { ...opsSignInHandlers, me: opsMeHandlers.signedIn('admin') } } },
};
