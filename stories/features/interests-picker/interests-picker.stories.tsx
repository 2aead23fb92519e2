/**
 * The interested-topics picker (spec §2 Dialogs, §5 "at least 3 categories else warning"): every
 * category as a chip, the member's earlier choice pressed; Save warns under 3 and sends nothing,
 * stores 3 or more (`user/updateinterested`), or shows the server's refusal.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InterestsPicker } from '../../../src/features/interests-picker/interests-picker.tsx';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/handlers.ts';
import {
  homeDiscoveryCallLog,
  interestCategoryHandlers,
  interestHandlers,
  interestUpdateHandlers,
  resetHomeDiscovery,
} from '../../../src/mocks/handlers-home-discovery.ts';
import { signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Features/InterestsPicker',
  component: InterestsPicker,
  args: { onDone: fn() },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <div className="max-w-lg p-6">
          <Story />
        </div>
      </WithShellOverlays>
    ),
  ],
  parameters: {
    msw: {
      handlers: {
        categories: interestCategoryHandlers.default,
        interests: interestHandlers.none,
        updateInterests: interestUpdateHandlers.default,
      },
    },
  },
  beforeEach: () => {
    signInForStory();
    resetHomeDiscovery();
  },
} satisfies Meta<typeof InterestsPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet: every category to choose from, none pressed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = await canvas.findAllByRole('button', { pressed: false });
    await expect(chips).toHaveLength(12);
    await expect(canvas.getByText('None chosen')).toBeVisible();
  },
};

/** The member's earlier choice is pressed, and can be changed. */
export const Picked: Story = {
  parameters: { msw: { handlers: { interests: interestHandlers.picked } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pressed = await canvas.findAllByRole('button', { pressed: true });
    await expect(pressed.map((chip) => chip.textContent)).toEqual(['Photography', 'Music', 'Travel']);
    await expect(canvas.getByText('3 chosen')).toBeVisible();
  },
};

/** Spec §5: under 3 categories Save warns and sends nothing; the third clears the warning and saves. */
export const TooFew: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Art' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Food' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose at least 3 topics.');
    await expect(homeDiscoveryCallLog.interestUpdates).toEqual([]);
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Gaming' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    await expect(homeDiscoveryCallLog.interestUpdates).toEqual([[5, 3, 8]]);
  },
};

/** The server refuses: its message above the buttons, and the picker stays open. */
export const SaveFails: Story = {
  parameters: {
    msw: { handlers: { interests: interestHandlers.picked, updateInterests: interestUpdateHandlers.error } },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('button', { pressed: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_SERVER_ERROR);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Arabic: the chips flow right to left and the labels are the Arabic ones. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { interests: interestHandlers.picked } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('button', { pressed: true });
    await expect(getComputedStyle(canvas.getAllByRole('list')[0]!).direction).toBe('rtl');
  },
};
