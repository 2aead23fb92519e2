/**
 * The app's landmarks on a desktop (issue 22, WCAG 1.3.1): the layout's side menu, home's column of
 * creators and a creator page's list of plans are complementary landmarks, and each is named, so a
 * screen reader's list of landmarks tells them apart.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppLayout } from '../../src/app/layouts/app-layout.tsx';
import { creatorHandlers, postListHandlers } from '../../src/mocks/handlers.ts';
import { makeCreator } from '../../src/mocks/factories.ts';
import { creatorPageHandlers } from '../../src/mocks/handlers-discovery-creator.ts';
import { moderationHandlers } from '../../src/mocks/handlers-discovery-moderation.ts';
import { userHandlers } from '../../src/mocks/handlers-user.ts';
import { CreatorScreen } from '../../src/screens/creator/creator-screen.tsx';
import { HomeScreen } from '../../src/screens/home/home-screen.tsx';

const CREATOR = makeCreator({ id: 1 });

function HomeInLayout() {
  return (
    <AppLayout>
      <HomeScreen />
    </AppLayout>
  );
}

const meta = {
  title: 'App/Landmarks',
  component: HomeInLayout,
  parameters: {
    router: { route: '/home' },
    viewport: { defaultViewport: 'desktop1170' },
    msw: { handlers: { posts: postListHandlers.loaded, creators: creatorHandlers.loaded } },
  },
} satisfies Meta<typeof HomeInLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home on a desktop: two complementary landmarks, each with its own name. */
export const HomeOnDesktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'New creators' });
    const asides = canvas.getAllByRole('complementary');
    await expect(asides.map((aside) => aside.getAttribute('aria-label'))).toEqual([
      'Side menu',
      'Creators to discover',
    ]);
    await expect(within(asides[0]!).getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

/** The same in Arabic. */
export const HomeOnDesktopArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'صنّاع محتوى جدد' });
    const asides = canvas.getAllByRole('complementary');
    await expect(asides.map((aside) => aside.getAttribute('aria-label'))).toEqual([
      'القائمة الجانبية',
      'اكتشف صنّاع المحتوى',
    ]);
  },
};

/** A creator's page on a desktop: the side menu, and the plans beside the posts, named by their heading. */
export const CreatorOnDesktop: Story = {
  parameters: {
    router: { route: `/${CREATOR.username}` },
    msw: { handlers: { ...userHandlers, ...moderationHandlers, ...creatorPageHandlers } },
  },
  render: () => (
    <AppLayout>
      <CreatorScreen username={CREATOR.username} />
    </AppLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Subscription plans' });
    const asides = canvas.getAllByRole('complementary');
    await expect(asides).toHaveLength(2);
    await expect(asides[0]).toHaveAccessibleName('Side menu');
    await expect(asides[1]).toHaveAccessibleName('Subscription plans');
  },
};
