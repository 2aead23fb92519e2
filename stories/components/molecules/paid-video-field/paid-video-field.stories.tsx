/**
 * A paid message's one video (issue 25), shared by the chat's paid message dialog and the mass
 * message composer: "Choose a video", the chosen file shown with its name and size and a remove
 * button, a file that is not a video said by name, the hint or the broken rule.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import {
  PaidVideoField,
  type ChosenVideo,
} from '../../../../src/components/molecules/paid-video-field/paid-video-field.tsx';

/** A file the picker gives as a video, 3 MB (its bytes are not played here). */
const video = (name: string) => new File([new Uint8Array(3 * 1_048_576)], name, { type: 'video/mp4' });

/** The field with its choice held as a form would hold it. */
function Holder({ error }: { error?: string }) {
  const [chosen, setChosen] = useState<ChosenVideo | null>(null);
  return <PaidVideoField video={chosen} onChange={setChosen} error={error} />;
}

const meta = {
  title: 'Molecules/PaidVideoField',
  component: Holder,
  decorators: [
    (Story) => (
      <div className="max-w-md p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Holder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen: its name and size, "Choose another video" replaces it, remove brings back the choice. */
export const ChooseAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('One MP4, MOV or AVI video. It plays for the fan once it is prepared.'),
    ).toBeVisible();
    await userEvent.upload(canvas.getByTestId('paid-video-input'), video('first.mp4'));
    await expect(canvas.getByLabelText('Chosen video: first.mp4')).toBeVisible();
    await expect(canvas.getByText('3 MB')).toBeVisible();
    await userEvent.upload(canvas.getByTestId('paid-video-input'), video('second.mov'));
    await expect(canvas.getByLabelText('Chosen video: second.mov')).toBeVisible();
    await expect(canvas.queryByLabelText('Chosen video: first.mp4')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the video' }));
    await waitFor(() => expect(canvas.queryByLabelText(/^Chosen video/)).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Choose a video' })).toBeVisible();
  },
};

/** A picture given where a video goes (the picker's filter turned off): said by name, not kept. */
export const NotAVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const still = new File([new Uint8Array(16)], 'still.png', { type: 'image/png' });
    fireEvent.change(canvas.getByTestId('paid-video-input'), { target: { files: [still] } });
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'still.png is not a video we take. Choose an MP4, MOV or AVI file.',
      ),
    );
    await expect(canvas.queryByLabelText(/^Chosen video/)).toBeNull();
  },
};

/** A broken rule in place of the hint, announced. */
export const WithError: Story = {
  args: { error: 'Choose a video.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Choose a video.');
  },
};

/** Arabic, mirrored. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'فيديو' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'اختر فيديو' })).toBeVisible();
  },
};
