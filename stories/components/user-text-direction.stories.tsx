/**
 * Users' own words keep their own direction wherever they are shown (issue 22, WCAG 1.3.2): a post's
 * title, a plan's name, a creator's name, in English inside the Arabic app and in Arabic inside the
 * English one, isolated with `dir="auto"` or `<bdi>` so neither turns the other around. The chat,
 * the comments, the post card and detail, the creator banner and the plan offer have their own
 * stories (chat-bubble, comment, post-card, post-detail, creator-banner, plan-offer).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AccountProfileCard } from '../../src/components/molecules/account-profile-card/account-profile-card.tsx';
import { FilterChips } from '../../src/components/molecules/filter-chips/filter-chips.tsx';
import { PostPerformanceRow } from '../../src/components/molecules/post-performance-row/post-performance-row.tsx';
import { PurchasedPostRow } from '../../src/components/molecules/purchased-post-row/purchased-post-row.tsx';
import { SubscriptionRow } from '../../src/components/molecules/subscription-row/subscription-row.tsx';
import { TransactionRow } from '../../src/components/molecules/transaction-row/transaction-row.tsx';
import { PaymentSuccessDialog } from '../../src/components/organisms/payment-success-dialog/payment-success-dialog.tsx';
import { ShopBuyDialog } from '../../src/components/organisms/shop-buy-dialog/shop-buy-dialog.tsx';
import { makePostPerformance } from '../../src/mocks/factories-earnings.ts';
import {
  makeBoughtPost,
  makeTransaction,
  makeUserSubscription,
} from '../../src/mocks/factories-purchases.ts';
import { mockAvatar, mockBlurredPhoto } from '../../src/mocks/images.ts';

/** The words the stories show, by language. */
const WORDS = {
  en: { title: 'Print-quality edit', plan: 'Inner circle', name: 'Noor Studio' },
  ar: { title: 'تعديل بجودة الطباعة', plan: 'الدائرة المقربة', name: 'نور ستوديو' },
};

/** The rows and cards of the mine area, showing `words`. */
function Rows({ words }: { words: (typeof WORDS)['en'] }) {
  const bought = makeBoughtPost({ id: 301, title: words.title, price: 4.99 });
  const performance = makePostPerformance({ id: 701, title: words.title });
  return (
    <div className="flex max-w-xl flex-col gap-4 p-4">
      <PurchasedPostRow
        post={{ ...bought, user: { ...bought.user, nickname: words.name } }}
        picture={{ src: bought.url[0]?.url }}
        href="/post"
      />
      <PostPerformanceRow post={performance} picture={{ src: performance.url[0]?.url }} href="/post" />
      <TransactionRow transaction={makeTransaction({ id: 1, item_name: words.plan, pay_amount: 9.99 })} />
      <SubscriptionRow
        subscription={makeUserSubscription({
          id: 1,
          subscription_name: words.plan,
          nickname: words.name,
          price: 9.99,
        })}
        creatorHref="/creator"
        onAction={fn()}
      />
      <AccountProfileCard
        nickname={words.name}
        username="noor.studio"
        thumb={mockAvatar(words.name, 4)}
        email="noor@example.com"
        emailVerified
        onLogout={fn()}
      />
      <FilterChips
        label="Plans"
        items={[{ value: 'plan', label: words.plan }]}
        value="plan"
        onChange={fn()}
      />
    </div>
  );
}

const meta = {
  title: 'Components/User text direction',
  component: Rows,
  args: { words: WORDS.en },
} satisfies Meta<typeof Rows>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every element showing `text` (its innermost one) reads in `direction`. */
async function expectDirection(root: HTMLElement, text: string, direction: 'ltr' | 'rtl') {
  const shown = within(root).getAllByText(text);
  await expect(shown.length).toBeGreaterThan(0);
  for (const element of shown) await expect(getComputedStyle(element).direction).toBe(direction);
}

/** English titles, plan names and names in the Arabic app read left to right. */
export const EnglishWordsInArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(canvasElement).direction).toBe('rtl');
    await expectDirection(canvasElement, WORDS.en.title, 'ltr');
    await expectDirection(canvasElement, WORDS.en.plan, 'ltr');
    await expectDirection(canvasElement, WORDS.en.name, 'ltr');
  },
};

/** Arabic titles, plan names and names in the English app read right to left. */
export const ArabicWordsInEnglish: Story = {
  args: { words: WORDS.ar },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(canvasElement).direction).toBe('ltr');
    await expectDirection(canvasElement, WORDS.ar.title, 'rtl');
    await expectDirection(canvasElement, WORDS.ar.plan, 'rtl');
    await expectDirection(canvasElement, WORDS.ar.name, 'rtl');
  },
};

/** The success dialog's sentence, in Arabic, with the plan's and the creator's English names. */
export const PaymentSuccessInArabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <PaymentSuccessDialog
      open
      onClose={fn()}
      kind="plan"
      itemName={WORDS.en.plan}
      creatorName={WORDS.en.name}
      links={[]}
    />
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(WORDS.en.plan)).toBeInTheDocument());
    await expectDirection(dialog, WORDS.en.plan, 'ltr');
    await expectDirection(dialog, WORDS.en.name, 'ltr');
  },
};

/** The shop-buy dialog, in Arabic, with the post's and the creator's English names. */
export const ShopBuyInArabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <ShopBuyDialog
      open
      onClose={fn()}
      onBuy={fn()}
      post={{ title: WORDS.en.title, price: 4.99, preview: mockBlurredPhoto({ seed: 5 }) }}
      creator={{ nickname: WORDS.en.name, thumb: mockAvatar(WORDS.en.name, 4) }}
    />
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(WORDS.en.title)).toBeInTheDocument());
    await expectDirection(dialog, WORDS.en.title, 'ltr');
    await expectDirection(dialog, WORDS.en.name, 'ltr');
  },
};
