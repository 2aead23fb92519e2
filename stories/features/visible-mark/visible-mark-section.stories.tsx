/**
 * A creator's visible watermark (issue 26): off by default; turned on with a placement and an
 * opacity, previewed live with the creator's own username, saved; tiled; loading, a failed load,
 * a refused save, Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { VisibleMarkSection } from '../../../src/features/visible-mark/visible-mark-section.tsx';
import { userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import {
  MOCK_NOT_CREATOR,
  resetVisibleMarkMocks,
  setVisibleMarkHandlers,
  VISIBLE_MARKS,
  visibleMarkHandlers,
} from '../../../src/mocks/handlers-visible-mark.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Features/VisibleMark/VisibleMarkSection',
  component: VisibleMarkSection,
  parameters: {
    msw: {
      handlers: {
        userInfo: userInfoHandlers.creator,
        visibleMark: visibleMarkHandlers.current,
        setVisibleMark: setVisibleMarkHandlers.ok,
      },
    },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <div className="mx-auto max-w-[560px] p-4">
          <Story />
        </div>
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    resetVisibleMarkMocks();
    return restore;
  },
} satisfies Meta<typeof VisibleMarkSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const picture = (canvasElement: HTMLElement) => within(canvasElement).findByRole('img');

/** Off, as every creator starts: the sample picture unmarked, placement and opacity greyed out. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: /Show a watermark/ })).not.toBeChecked();
    await expect(await picture(canvasElement)).toHaveAccessibleName('Sample picture without a watermark');
    await expect(canvas.getByRole('slider', { name: 'Opacity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Turning it on, repeated diagonally at 50 %: the preview follows each change, Save stores it. */
export const TurnOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: /Show a watermark/ }));
    await expect(await picture(canvasElement)).toHaveAccessibleName(
      'Sample picture marked “@mira.lens · fanvault.example”, Bottom right corner, 30% opaque',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Placement/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Repeated diagonally' }));
    const slider = canvas.getByRole('slider', { name: 'Opacity' });
    // user-event does not move a range input with the arrow keys: set it as a drag would.
    fireEvent.change(slider, { target: { value: '50' } });
    await expect(await picture(canvasElement)).toHaveAccessibleName(
      'Sample picture marked “@mira.lens · fanvault.example”, Repeated diagonally, 50% opaque',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(document.body).getByRole('status')).toHaveTextContent('Watermark setting saved'),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
  },
};

/** Already on, repeated diagonally at 40 %. */
export const Tiled: Story = {
  beforeEach: () => resetVisibleMarkMocks(VISIBLE_MARKS.tiled),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('switch', { name: /Show a watermark/ }),
    ).toBeChecked();
    await expect(await picture(canvasElement)).toHaveAccessibleName(
      'Sample picture marked “@mira.lens · fanvault.example”, Repeated diagonally, 40% opaque',
    );
  },
};

/** On, in the bottom right corner at 30 %. */
export const Corner: Story = { beforeEach: () => resetVisibleMarkMocks(VISIBLE_MARKS.corner) };

export const Loading: Story = {
  parameters: { msw: { handlers: { visibleMark: visibleMarkHandlers.loading } } },
};

/** The setting could not be loaded: Reload asks again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { visibleMark: visibleMarkHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Reload/ })).toBeVisible();
  },
};

/** The server refuses the save: its words under the form, the choice kept. */
export const SaveRefused: Story = {
  parameters: { msw: { handlers: { setVisibleMark: setVisibleMarkHandlers.refused } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: /Show a watermark/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_NOT_CREATOR);
    await expect(canvas.getByRole('switch', { name: /Show a watermark/ })).toBeChecked();
  },
};

/** Arabic: the form mirrors, the sample picture keeps its corners. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  beforeEach: () => resetVisibleMarkMocks(VISIBLE_MARKS.corner),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'علامة مائية ظاهرة' }),
    ).toBeVisible();
  },
};
