/**
 * mine/block (spec §2, §8): the accounts the user blocked, each with Unblock; an unblocked account
 * leaves the list, a refused unblock says update-fail and the account stays; empty, loading, failed
 * with Reload, paged, Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_SERVER_ERROR } from '../../../../src/mocks/handlers.ts';
import {
  blockedAccountHandlers,
  blockListHandlers,
  collectCallLog,
  MOCK_UNBLOCKED_AFF,
  resetCollectCallLog,
  unblockHandlers,
} from '../../../../src/mocks/handlers-collect.ts';
import { MineBlockScreen } from '../../../../src/screens/mine/block/mine-block-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/Block',
  component: MineBlockScreen,
  parameters: { router: { route: '/mine/block' }, msw: { handlers: blockedAccountHandlers } },
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
    resetCollectCallLog();
    return restore;
  },
} satisfies Meta<typeof MineBlockScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The blocked accounts, latest first, each with its page and Unblock. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blocked accounts' })).toBeVisible();
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Mira Lens' })).toHaveAttribute('href', '/en/mira.lens');
    await expect(canvas.getByRole('button', { name: 'Unblock Mira Lens' })).toBeVisible();
    await expect(await canvas.findByText('You’re all caught up')).toBeVisible();
  },
};

/** Unblock: the button spins, the server is told (action 2), and the account leaves the list. */
export const Unblock: Story = {
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await canvas.findByRole('button', { name: 'Unblock Tomás on Trails' });
    // The list read again after the unblock, as the server answers it then.
    msw.use(blockListHandlers.fourWithoutUnblocked);
    await userEvent.click(await canvas.findByRole('button', { name: 'Unblock Tomás on Trails' }));
    await expect(canvas.getByRole('button', { name: 'Unblock Tomás on Trails' })).toBeDisabled();
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Tomás on Trails' })).toBeNull());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(collectCallLog.unblocks).toEqual([MOCK_UNBLOCKED_AFF]);
    await expect(await body.findByText('You unblocked Tomás on Trails')).toBeInTheDocument();
  },
};

/** The server refuses the unblock: the update-fail toast (spec §8), and the account stays listed. */
export const UnblockFails: Story = {
  parameters: { msw: { handlers: { block: unblockHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Unblock Mira Lens' }));
    const toast = await body.findByText('The change could not be saved. Please try again.');
    await expect(toast.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Unblock Mira Lens' })).toBeEnabled();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** No one blocked: what the page is for. */
export const Empty: Story = {
  parameters: { msw: { handlers: { blockList: blockListHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You haven’t blocked anyone')).toBeVisible();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** The list cannot be read: the server's message, and Reload asks again and shows the list. */
export const Error: Story = {
  parameters: { msw: { handlers: { blockList: blockListHandlers.error } } },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(MOCK_SERVER_ERROR);
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    msw.use(blockListHandlers.four);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Still loading: placeholder rows, announced as busy, and no empty text yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: { blockList: blockListHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
    await expect(canvas.queryByText('You haven’t blocked anyone')).toBeNull();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** Many blocked: ten a page as the reader scrolls. */
export const Paged: Story = {
  parameters: { msw: { handlers: { blockList: blockListHandlers.many } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(10);
    await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        expect(canvas.getAllByRole('listitem')).toHaveLength(23);
      },
      // Each page is asked after a scroll, one every 500 ms: past the 10 s default on a busy machine.
      { timeout: 15_000, interval: 500 },
    );
  },
};

/** Arabic: the page in Arabic and mirrored; an Arabic name stays isolated, @accounts read left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'الحسابات المحظورة' })).toBeVisible();
    const items = await canvas.findAllByRole('listitem');
    await expect(getComputedStyle(items[0] as HTMLElement).direction).toBe('rtl');
    await expect(canvas.getByText('نور للتصوير').tagName).toBe('BDI');
    await expect(canvas.getByRole('button', { name: 'إلغاء الحظر عن Mira Lens' })).toHaveTextContent(
      'إلغاء الحظر',
    );
    await expect(canvas.getByText('@mira.lens').closest('bdi')).toHaveAttribute('dir', 'ltr');
  },
};
