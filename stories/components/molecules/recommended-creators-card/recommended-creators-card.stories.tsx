import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecommendedCreatorsCard } from '../../../../src/components/molecules/recommended-creators-card/recommended-creators-card.tsx';
import { makeCreator } from '../../../../src/mocks/factories.ts';

// makeCreators' parameter is typed as the literal 6, so build the lists here.
const creatorsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => makeCreator({ id: index + 1 }));

const meta = {
  title: 'Molecules/RecommendedCreatorsCard',
  component: RecommendedCreatorsCard,
  args: { creators: creatorsOf(3) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecommendedCreatorsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checks = canvas.getAllByRole('link', { name: /^Check/ });
    await expect(checks).toHaveLength(3);
    for (const [index, creator] of args.creators.entries()) {
      await expect(checks[index]).toHaveAttribute('href', `/en/${creator.username}`);
    }
  },
};
/** Given six, the card still shows exactly the spec's 3. */
export const MoreThanThree: Story = {
  args: { creators: creatorsOf(6) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: /^Check/ })).toHaveLength(3);
  },
};
/** Nothing to recommend: the card is not rendered. */
export const Empty: Story = {
  args: { creators: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
/** Links keep the language prefix: /ar/{username}. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const first = within(canvasElement).getAllByRole('link')[0];
    await expect(first).toHaveAttribute('href', `/ar/${args.creators[0]?.username}`);
  },
};
