import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, FALLBACK_AVATAR } from '../../../../src/components/atoms/avatar/avatar.tsx';
import { makeCreator } from '../../../../src/mocks/factories.ts';

const creator = makeCreator();

const meta = {
  title: 'Atoms/Avatar',
  component: Avatar,
  args: { src: creator.thumb, name: creator.nickname, size: 64 },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Broken: Story = {
  args: { src: '/media/does-not-exist.jpg' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: creator.nickname });
    await waitFor(() => expect(image.getAttribute('src')).toBe(FALLBACK_AVATAR));
  },
};
export const Missing: Story = { args: { src: '' } };
