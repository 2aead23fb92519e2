/**
 * Block and unblock (spec §6, §8): blocking asks first and sends action_type 1; unblocking sends 2
 * at once; an unblock that fails says update-fail; a visitor's block waits for the login.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/components/atoms/button/button.tsx';
import {
  useBlockUserActions,
  type BlockTarget,
} from '../../../src/features/block-user/use-block-user-actions.ts';
import { makeLoginResult } from '../../../src/mocks/handlers-account.ts';
import {
  blockHandlers,
  moderationCallLog,
  moderationHandlers,
  resetModerationCallLog,
} from '../../../src/mocks/handlers-discovery-moderation.ts';
import { authDialog, completeLogin } from '../../../src/state/auth-dialog.ts';
import { body } from '../../support/dialog-opener.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const TARGET: BlockTarget = { aff: 1001, name: 'Mira Lens' };

/** A screen's Block and Unblock buttons, as the creator page and the post detail wire them. */
function BlockButtons({ target }: { target: BlockTarget }) {
  const actions = useBlockUserActions();
  return (
    <WithShellOverlays authDialog>
      <div className="flex gap-3 p-6">
        <Button variant="secondary" onClick={() => actions.block(target)}>
          Block
        </Button>
        <Button variant="secondary" loading={actions.unblocking} onClick={() => actions.unblock(target)}>
          Unblock
        </Button>
      </div>
    </WithShellOverlays>
  );
}

const meta = {
  title: 'Features/BlockUserActions',
  component: BlockButtons,
  args: { target: TARGET },
  parameters: { msw: { handlers: moderationHandlers } },
  beforeEach: () => {
    resetModerationCallLog();
    return sessionStoryReset();
  },
} satisfies Meta<typeof BlockButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Block asks in the confirm dialog; Block there sends it (1) and says so. */
export const Block: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Block' }));
    const confirm = within(await body().findByRole('alertdialog', { name: 'Block Mira Lens?' }));
    await expect(moderationCallLog.blocks).toEqual([]);
    await userEvent.click(confirm.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(moderationCallLog.blocks).toEqual([{ aff_blocked: 1001, action_type: 1 }]));
    await waitFor(() => expect(body().getByText('You blocked Mira Lens')).toBeVisible());
  },
};

/** Cancel in the confirm dialog: nothing is sent. */
export const BlockCancelled: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Block' }));
    const confirm = within(await body().findByRole('alertdialog', { name: 'Block Mira Lens?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(moderationCallLog.blocks).toEqual([]);
  },
};

/** Unblock goes at once (2) and says so. */
export const Unblock: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(moderationCallLog.blocks).toEqual([{ aff_blocked: 1001, action_type: 2 }]));
    await waitFor(() => expect(body().getByText('You unblocked Mira Lens')).toBeVisible());
  },
};

/** An unblock that fails: the update-fail popup (spec §8). */
export const UnblockFails: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { block: blockHandlers.error } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Unblock' }));
    await waitFor(() =>
      expect(body().getByText('The change could not be saved. Please try again.')).toBeVisible(),
    );
  },
};

/** A visitor's block opens the login; after it the confirm dialog asks. */
export const VisitorBlockAfterLogin: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Block' }));
    await expect(authDialog).toMatchObject({ open: true, screen: 'main' });
    completeLogin(makeLoginResult());
    await expect(await body().findByRole('alertdialog', { name: 'Block Mira Lens?' })).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Block' }));
    await expect(await body().findByRole('alertdialog')).toBeVisible();
  },
};
