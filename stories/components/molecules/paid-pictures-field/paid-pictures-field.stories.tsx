/**
 * The paid message's pictures (issue 25), shared by the chat's paid message dialog and the mass
 * message composer: chosen pictures shown at once, each removable, "Add pictures", the hint or the
 * broken rule.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  PaidPicturesField,
  type ChosenPicture,
} from '../../../../src/components/molecules/paid-pictures-field/paid-pictures-field.tsx';

const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (character) => character.charCodeAt(0),
);
const picture = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });

/** The field with its list held as a form would hold it. */
function Holder({ error }: { error?: string }) {
  const [pictures, setPictures] = useState<ChosenPicture[]>([]);
  return <PaidPicturesField pictures={pictures} onChange={setPictures} error={error} />;
}

const meta = {
  title: 'Molecules/PaidPicturesField',
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

/** Two chosen, one removed; the hint names the formats and the most. */
export const ChooseAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('JPG, PNG or GIF, up to 10.')).toBeVisible();
    await userEvent.upload(canvas.getByTestId('paid-message-input'), [picture('a.png'), picture('b.png')]);
    await waitFor(() => expect(canvas.getAllByRole('img', { name: /^Picture \d$/ })).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove picture 1' }));
    await expect(canvas.getAllByRole('img', { name: /^Picture \d$/ })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Add pictures' })).toBeVisible();
  },
};

/** A broken rule in place of the hint, announced. */
export const WithError: Story = {
  args: { error: 'Choose 1 to 10 pictures.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Choose 1 to 10 pictures.');
  },
};

/** Arabic, mirrored. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'الصور' })).toBeVisible();
  },
};
