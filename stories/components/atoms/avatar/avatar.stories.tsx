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

/**
 * A picture-less avatar shows `initial`, named by the whole name, with the initial drawn inside
 * its circle (not clipped, not spilling).
 */
function expectInitial(name: string, initial: string): NonNullable<Story['play']> {
  return async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name });
    await expect(avatar.tagName).toBe('SPAN');
    await expect(avatar).toHaveTextContent(initial, { normalizeWhitespace: false });
    await expect(avatar.textContent).toBe(initial);
    const circle = avatar.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(avatar);
    const glyphs = range.getBoundingClientRect();
    await expect(glyphs.width).toBeGreaterThan(0);
    await expect(glyphs.left).toBeGreaterThanOrEqual(circle.left);
    await expect(glyphs.right).toBeLessThanOrEqual(circle.right);
    await expect(glyphs.top).toBeGreaterThanOrEqual(circle.top);
    await expect(glyphs.bottom).toBeLessThanOrEqual(circle.bottom);
  };
}

export const Default: Story = {};

/** A picture that fails to load gives way to the name's initial. */
export const Broken: Story = {
  args: { src: '/media/does-not-exist.jpg' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: creator.nickname })).toHaveAttribute(
        'data-initial',
        'M',
      ),
    );
  },
};

/** No picture and no name either: the neutral silhouette. */
export const BrokenWithoutName: Story = {
  args: { src: '/media/does-not-exist.jpg', name: '' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await waitFor(() => expect(image.getAttribute('src')).toBe(FALLBACK_AVATAR));
  },
};

export const Missing: Story = { args: { src: '' }, play: expectInitial(creator.nickname, 'M') };

/** عمر: the Arabic letter ع, not a transliteration ("OM"). */
export const MissingArabicName: Story = {
  globals: { locale: 'ar' },
  args: { src: '', name: 'عمر' },
  play: expectInitial('عمر', 'ع'),
};

/** 小雨: the character 小, not "XI". */
export const MissingChineseName: Story = {
  globals: { locale: 'zh-cn' },
  args: { src: '', name: '小雨' },
  play: expectInitial('小雨', '小'),
};

/** प्रिया: the whole first syllable प्रि (four code points), not a broken conjunct. */
export const MissingHindiName: Story = {
  globals: { locale: 'hi' },
  args: { src: '', name: 'प्रिया' },
  play: expectInitial('प्रिया', 'प्रि'),
};

/** An emoji made of five code points (person, ZWJ, female sign, variation selector) stays whole. */
export const MissingEmojiName: Story = {
  args: { src: '', name: '🧘‍♀️ Maya' },
  play: expectInitial('🧘‍♀️ Maya', '🧘‍♀️'),
};

/** Beside a visible name the avatar is hidden from assistive tech, so the name is read once. */
export const Decorative: Story = {
  args: { src: '', name: 'Mira Lens', decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent('M');
  },
};
