/**
 * Home's feed with encrypted originals (issue 9, spec §7 "Fetched images are decrypted
 * client-side"): an unlocked subscription post's original comes from `/media/e/` as AES-GCM
 * ciphertext (MSW encrypts a story photo with the app/config key); the card shows it decrypted
 * from a Blob URL. A damaged file (one byte flipped) shows the image's error state.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { creatorHandlers } from '../../src/mocks/handlers.ts';
import {
  encryptedFeedHandler,
  encryptedMediaHandler,
  encryptedMediaLog,
  MOCK_ENCRYPTED_FEED,
  resetEncryptedMediaLog,
} from '../../src/mocks/handlers-encrypted-media.ts';
import { HomeScreen } from '../../src/screens/home/home-screen.tsx';

/** The photo encrypted by MSW and decrypted in the page (Web Crypto) on a loaded machine: past the stories' 10 s default (preview.tsx). */
const SLOW = { timeout: 15_000 };
const [READABLE, DAMAGED] = MOCK_ENCRYPTED_FEED as [
  (typeof MOCK_ENCRYPTED_FEED)[number],
  (typeof MOCK_ENCRYPTED_FEED)[number],
];

const meta = {
  title: 'Screens/Home/Encrypted originals',
  component: HomeScreen,
  parameters: {
    router: { route: '/home' },
    msw: {
      handlers: {
        posts: encryptedFeedHandler,
        creators: creatorHandlers.loaded,
        encryptedMedia: encryptedMediaHandler,
      },
    },
  },
  beforeEach: () => resetEncryptedMediaLog(),
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function cardOf(canvasElement: HTMLElement, title: string, scroll = true): Promise<HTMLElement> {
  const feed = await within(canvasElement).findByRole('tabpanel');
  const heading = await within(feed).findByRole('heading', { name: title }, SLOW);
  const card = heading.closest('article');
  if (!card) throw new Error(`no card for ${title}`);
  // Its original is fetched once the card comes near the screen, as a lazy image would be.
  if (scroll) card.scrollIntoView({ block: 'center' });
  return card;
}

/**
 * The card's picture once decrypted: an <img> on a Blob URL, loaded. The card is found again at
 * each try: while the decrypting code loads, a stand-in card shows (post-feed.tsx).
 */
async function decryptedImage(canvasElement: HTMLElement, title: string): Promise<HTMLImageElement> {
  return waitFor(() => {
    const heading = within(canvasElement).getByRole('heading', { name: title });
    const image = heading.closest('article')?.querySelector<HTMLImageElement>('img[src^="blob:"]');
    if (!image?.complete || image.naturalWidth === 0) throw new Error('not decrypted yet');
    return image;
  }, SLOW);
}

async function expectDecryptedAndDamaged(canvasElement: HTMLElement) {
  await cardOf(canvasElement, READABLE.title);
  const image = await decryptedImage(canvasElement, READABLE.title);
  await expect(image.naturalWidth).toBe(480);
  await expect(image).toHaveAccessibleName(READABLE.title);
  // The ciphertext URL never reaches an <img>.
  await expect(canvasElement.querySelector('img[src*="/media/e/"]')).toBeNull();

  const damaged = await cardOf(canvasElement, DAMAGED.title);
  const box = await waitFor(() => {
    const failed = damaged.querySelector('[data-state="failed"]');
    if (!failed) throw new Error('not failed yet');
    return failed as HTMLElement;
  }, SLOW);
  await expect(box.querySelector('img[src^="blob:"]')).toBeNull();
  // Its error state: the blurred preview stands in, named as the picture.
  await expect(within(box).getByRole('img', { name: DAMAGED.title })).toHaveAttribute(
    'src',
    DAMAGED.url[0]!.url_blur,
  );
  // Each original was fetched at most once (a decrypted one shown moments ago is reused).
  await expect(encryptedMediaLog.filter((path) => path.includes('/corrupt/'))).toHaveLength(1);
  await expect(new Set(encryptedMediaLog).size).toBe(encryptedMediaLog.length);
}

/** What a subscriber sees first: the first card's original, decrypted at once (no scrolling). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await cardOf(canvasElement, READABLE.title, false);
    const image = await decryptedImage(canvasElement, READABLE.title);
    await expect(image.naturalWidth).toBe(480);
  },
};

/** The subscriber's card shows the original decrypted; the damaged one its error state. */
export const Decrypted: Story = {
  play: async ({ canvasElement }) => expectDecryptedAndDamaged(canvasElement),
};

/** Arabic: the same, mirrored (titles are the post's own, not translated). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectDecryptedAndDamaged(canvasElement);
    await expect(getComputedStyle(await cardOf(canvasElement, READABLE.title)).direction).toBe('rtl');
  },
};
