/**
 * Home's feed tabs as a member sees them (Subscribed, Popular, New, For you), the longest set of
 * labels home shows (issue 21): in every language the bar fits its column or scrolls sideways,
 * with the chosen tab in view. The visual set shoots this story in all 15 locales at 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, userEvent, within } from 'storybook/test';
import { homeMessages } from '../../../src/screens/home/home-messages.ts';
import type { HomeTab } from '../../../src/screens/home/home-tabs.ts';
import { HomeView } from '../../../src/screens/home/home-view.tsx';
import { memberHomeMessages } from '../../../src/screens/home/member-home-messages.ts';

/** HomeView with a member's four tabs, For you chosen: the tab at the far end of the bar. */
function MemberHomeTabs() {
  const intl = useIntl();
  const [tab, setTab] = useState<HomeTab>('foryou');
  const tabs = [
    { value: 'subscribed', label: intl.formatMessage(memberHomeMessages.subscribed) },
    { value: 'popular', label: intl.formatMessage(homeMessages.popular) },
    { value: 'new', label: intl.formatMessage(homeMessages.new) },
    { value: 'foryou', label: intl.formatMessage(memberHomeMessages.foryou) },
  ] as const;
  return <HomeView tabs={tabs} tab={tab} onTab={setTab} feed={null} mobileTop={null} aside={null} />;
}

const meta = {
  title: 'Screens/Home/Tabs',
  component: MemberHomeTabs,
  parameters: { viewport: { defaultViewport: 'mobile375' } },
} satisfies Meta<typeof MemberHomeTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Whether `inner` lies inside `outer`'s box, to the pixel (sub-pixel rounding allowed). */
const within1px = (inner: DOMRect, outer: DOMRect) =>
  inner.left >= outer.left - 1 && inner.right <= outer.right + 1;

export const MemberTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('tablist', { name: 'Posts' });
    // The bar never grows past its column, whatever the labels' length.
    await expect(within1px(bar.getBoundingClientRect(), bar.parentElement!.getBoundingClientRect())).toBe(
      true,
    );
    const forYou = canvas.getByRole('tab', { name: 'For you' });
    await expect(forYou).toHaveAttribute('aria-selected', 'true');
    await expect(within1px(forYou.getBoundingClientRect(), bar.getBoundingClientRect())).toBe(true);
    // Choosing the first tab brings it into view too.
    const subscribed = canvas.getByRole('tab', { name: 'Subscribed' });
    await userEvent.click(subscribed);
    await expect(subscribed).toHaveAttribute('aria-selected', 'true');
    await expect(within1px(subscribed.getBoundingClientRect(), bar.getBoundingClientRect())).toBe(true);
    await userEvent.click(forYou);
    await expect(forYou).toHaveAttribute('aria-selected', 'true');
  },
};
