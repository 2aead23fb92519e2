import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlanPicture } from '../../../../src/components/atoms/plan-picture/plan-picture.tsx';
import { makePlan } from '../../../../src/mocks/factories-social.ts';

const meta = {
  title: 'Atoms/PlanPicture',
  component: PlanPicture,
  args: { src: makePlan({ id: 1 }).picture, aspectRatio: 16 / 7, className: 'w-80 rounded-card' },
} satisfies Meta<typeof PlanPicture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The plan's own picture. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).not.toBeNull();
  },
};

/** A plan the creator gave no picture: a quiet tile, never "Image unavailable". */
export const WithoutPicture: Story = {
  args: { src: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-empty]')).not.toBeNull();
    await expect(within(canvasElement).queryByText('Image unavailable')).toBeNull();
  },
};
