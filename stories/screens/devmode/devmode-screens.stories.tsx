/**
 * The developer pages under /{lang}/devmode/ (spec §1; docs/decisions/devmode-pages.md): one story
 * per page, each playing with the page's widgets, and the languages page in Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import * as icons from '../../../src/components/atoms/icon/icons.ts';
import {
  MOCK_OAUTH_PAGE,
  oauthPageHandlers,
  providerConfigHandlers,
} from '../../../src/mocks/handlers-account.ts';
import { resetCounter } from '../../../src/screens/devmode/devmode-counter.ts';
import { DevmodeScreen } from '../../../src/screens/devmode/devmode-screen.tsx';
import type { DevmodePage } from '../../../src/screens/devmode/devmode-pages.ts';
import { SAMPLE_ACTION_MS } from '../../../src/screens/devmode/modal-page.tsx';
import { installClock } from '../../support/clock.ts';
import { sessionStoryReset, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Devmode',
  component: DevmodeScreen,
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    resetCounter();
    return sessionStoryReset();
  },
} satisfies Meta<typeof DevmodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story of one page, at its address. */
const pageStory = (page: DevmodePage): Pick<Story, 'args' | 'parameters'> => ({
  args: { page },
  parameters: { router: { route: `/devmode/${page}` } },
});

const body = () => within(document.body);

/** Every page's title in the navigation, the shown one marked as the current page. */
async function expectNavigation(canvasElement: HTMLElement, current: string) {
  const nav = within(within(canvasElement).getByRole('navigation', { name: 'Developer pages' }));
  await expect(nav.getAllByRole('link')).toHaveLength(12);
  await expect(nav.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
}

/**
 * The document (Storybook's) carried no first HTML; the creator card renders the same markup on the
 * server's renderer as in the app's first render, the client-only part does not.
 */
export const Hydration: Story = {
  ...pageStory('hydration'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hydration' })).toBeVisible();
    await expectNavigation(canvasElement, 'Hydration');
    await expect(canvas.getByTestId('first-html')).toHaveTextContent(
      'This document carried no first HTML: the development server sends index.html as it is.',
    );
    const card = within(canvas.getByTestId('render-CreatorCard'));
    await waitFor(() => expect(card.getByTestId('render-verdict')).toHaveTextContent('Same markup'));
    // The server's markup is shown as it came out: the profile link, already with its address.
    await expect(card.getAllByText(/href="\/en\/mayaroams"/)[0]).toBeVisible();
    const clientOnly = within(canvas.getByTestId('render-ClientOnly'));
    await expect(clientOnly.getByTestId('render-verdict')).toHaveTextContent('Different markup');
    await expect(clientOnly.getByTestId('client-only-facts')).toBeVisible();
  },
};

/** The language, its direction and the formats: 15 January 2026 12:00 UTC, counts and prices. */
export const Languages: Story = {
  name: 'i18n',
  ...pageStory('i18n'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Languages and formats' })).toBeVisible();
    await expect(canvas.getByTestId('i18n-language')).toHaveTextContent('English en');
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toBeVisible();
    await expect(canvas.getByTestId('i18n-direction')).toHaveTextContent('ltr');
    await expect(canvas.getByTestId('i18n-dates')).toHaveTextContent(/Jan 15, 2026.*3 hours ago/);
    const numbers = canvas.getByTestId('i18n-numbers');
    for (const shown of ['1,234,567.891', '999', '1.2K', '15.3M'])
      await expect(numbers).toHaveTextContent(shown);
    const prices = canvas.getByTestId('i18n-prices');
    for (const shown of ['$4.99', '$5.00', '$120', '$296.37']) await expect(prices).toHaveTextContent(shown);
  },
};

/** The counter, the popup and the cookie consent stores change live under their actions. */
export const Pinia: Story = {
  ...pageStory('pinia'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
    const counter = within(canvas.getByTestId('store-devmodeCounter'));
    await userEvent.click(counter.getByRole('button', { name: 'Add one' }));
    await userEvent.click(counter.getByRole('button', { name: 'Add one' }));
    await expect(counter.getByTestId('store-snapshot')).toHaveTextContent('"count": 2');
    await userEvent.click(counter.getByRole('button', { name: 'Take one away' }));
    await expect(counter.getByTestId('store-snapshot')).toHaveTextContent('"count": 1');
    await userEvent.click(counter.getByRole('button', { name: 'Reset' }));
    await expect(counter.getByTestId('store-snapshot')).toHaveTextContent('"count": 0');

    const popup = within(canvas.getByTestId('store-popup'));
    await expect(popup.getByTestId('store-snapshot')).toHaveTextContent('"current": null');
    await userEvent.click(popup.getByRole('button', { name: 'Show a popup' }));
    await expect(body().getByRole('status')).toHaveTextContent('A popup from the stores page');
    await expect(popup.getByTestId('store-snapshot')).toHaveTextContent(
      '"message": "A popup from the stores page"',
    );

    const consent = within(canvas.getByTestId('store-cookieConsent'));
    await expect(consent.getByTestId('store-snapshot')).toHaveTextContent('"agreed": false');
    await userEvent.click(consent.getByRole('button', { name: 'Accept cookies' }));
    await expect(consent.getByTestId('store-snapshot')).toHaveTextContent('"agreed": true');
    await expect(localStorage.getItem('cookie-agreement')).toBe('1');
    await userEvent.click(consent.getByRole('button', { name: 'Forget the consent' }));
    await expect(consent.getByTestId('store-snapshot')).toHaveTextContent('"agreed": false');
    await expect(localStorage.getItem('cookie-agreement')).toBeNull();
  },
};

/** Every icon of icons.ts, drawn, under its name. */
export const Icon: Story = {
  ...pageStory('icon'),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByTestId('icon-grid');
    const names = Object.keys(icons);
    await expect(grid.querySelectorAll('li')).toHaveLength(names.length);
    for (const name of names) {
      const cell = grid.querySelector(`[data-icon="${name}"]`);
      await expect(cell, name).toHaveTextContent(name);
      await expect(cell?.querySelector('svg path')?.getAttribute('d'), name).toBeTruthy();
    }
  },
};

/** In the browser the part shows what only a browser knows. */
export const ClientOnly: Story = {
  ...pageStory('client-only'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Client only' })).toBeVisible();
    await expect(canvas.getByTestId('client-only-facts')).toHaveTextContent(
      /^Drawn in the browser: the window is [\d,]+ px wide, the time zone is .+\.$/,
    );
  },
};

/** app/config names three providers; a button asks for the provider's page and shows it. */
export const Oauth: Story = {
  name: 'OAuth',
  ...pageStory('oauth'),
  parameters: {
    router: { route: '/devmode/oauth' },
    msw: { handlers: { appConfig: providerConfigHandlers.all, googlePage: oauthPageHandlers.google } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const config = await canvas.findByTestId('oauth-config');
    await expect(JSON.parse(config.textContent ?? '')).toEqual({
      oauth_providers: ['google', 'twitter', 'apple'],
    });
    for (const name of ['Google', 'X', 'Apple']) {
      await expect(canvas.getByRole('button', { name: `Continue with ${name}` })).toBeEnabled();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    const page = await canvas.findByTestId('oauth-page');
    await expect(page.getAttribute('href')).toMatch(new RegExp(`^${MOCK_OAUTH_PAGE}\\?provider=google&`));
    await expect(page.getAttribute('href')).toContain(encodeURIComponent('/en/home?oauth=google'));
    // Asked, not opened: the story is still on the page.
    await expect(body().getByTestId('location')).toHaveTextContent('/en/devmode/oauth');
  },
};

/** Home's tabs, search's swipeable tabs, and the pay ways with one out of the amount's range. */
export const Tab: Story = {
  ...pageStory('tab'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const posts = within(canvas.getByRole('tablist', { name: 'Posts' }));
    await expect(posts.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(posts.getByRole('tab', { name: 'New' }));
    await expect(posts.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByTestId('tab-panel')).toHaveTextContent('New');

    const results = within(canvas.getByRole('tablist', { name: 'Search results' }));
    await userEvent.click(results.getByRole('tab', { name: 'Authors' }));
    await expect(results.getByRole('tab', { name: 'Authors' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByText('No authors match this search')).toBeVisible());

    const ways = within(canvas.getByRole('group', { name: 'Pay with' }));
    const radios = ways.getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    await expect(radios[0]).toBeChecked();
    // 600 is over PayPal's 500.
    await expect(radios[1]).toBeDisabled();
    await expect(radios[2]).toBeEnabled();
  },
};

/** Empty fields fail the contract's rules under each field; filled ones pass and are sent. */
export const Form: Story = {
  ...pageStory('form'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    const account = canvas.getByLabelText(/^Account name/);
    await waitFor(() => expect(account).toHaveAccessibleDescription(/This field is required\./));
    await expect(canvas.getByLabelText(/^Description/)).toHaveAccessibleDescription(
      /Please enter the plan description\./,
    );
    await expect(canvas.getByText('Unlocked days must be a whole number from 1 to 1000.')).toBeVisible();

    await userEvent.type(account, 'ab');
    await userEvent.tab();
    await waitFor(() => expect(account).toHaveAccessibleDescription(/Use 4 to 20 characters\./));
    await userEvent.type(account, 'cd2026');
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(password, 'abcdefg1');
    await expect(canvas.getByText('Weak')).toBeVisible();
    await userEvent.type(password, 'A!');
    await expect(canvas.getByText('Strong')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Description/), 'Every series a week early.');
    await expect(canvas.getByTestId('text-area-counter')).toHaveTextContent('26 / 300');
    await userEvent.click(canvas.getByRole('button', { name: /^Past posts a new subscriber sees/ }));
    await userEvent.click(await body().findByRole('option', { name: 'The last 30 days' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    const sent = JSON.parse((await canvas.findByTestId('form-output')).textContent ?? '') as unknown;
    await expect(sent).toEqual({
      account: 'abcd2026',
      password: '••••••••••',
      content: 'Every series a week early.',
      unlockDays: 30,
    });
  },
};

/** Each size opens the dialog at its width: xs 320, sm 400, md 520, lg 720, xl 960 px. */
export const Dialog: Story = {
  ...pageStory('dialog'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = { xs: 320, sm: 400, md: 520, lg: 720, xl: 960 };
    for (const [size, width] of Object.entries(widths)) {
      await userEvent.click(canvas.getByRole('button', { name: `${size} (${width} px)` }));
      const dialog = await body().findByRole('dialog', { name: `Dialog ${size}` });
      await expect(dialog).toHaveTextContent(`At most ${width} px wide.`);
      await expect(document.querySelector('[data-size]')).toHaveAttribute('data-size', size);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    }
  },
};

/**
 * Spec §4 modal flow: confirm works 1.5 s with loading; on success the dialog closes and then the
 * next action runs (a popup); an error string keeps it open and shows; `false` keeps it open.
 */
export const Modal: Story = {
  ...pageStory('modal'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Alert' }));
    const alert = await body().findByRole('alertdialog', { name: 'Alert' });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());

    const clock = installClock();
    try {
      const confirmIn = (title: string) =>
        within(body().getByRole('alertdialog', { name: title })).getByRole('button', { name: 'Confirm' });

      fireEvent.click(canvas.getByRole('button', { name: 'Confirm with loading' }));
      await clock.settleUntil(() => confirmIn('Confirm with loading'));
      fireEvent.click(confirmIn('Confirm with loading'));
      await clock.tick(0);
      await expect(confirmIn('Confirm with loading')).toHaveAttribute('aria-busy', 'true');
      await clock.tick(SAMPLE_ACTION_MS - 1);
      await expect(confirmIn('Confirm with loading')).toHaveAttribute('aria-busy', 'true');
      await clock.tick(1);
      await clock.settleUntil(() => expect(body().queryByRole('alertdialog')).toBeNull());
      await expect(body().getByRole('status')).toHaveTextContent(
        'The dialog closed and the next action ran.',
      );

      fireEvent.click(canvas.getByRole('button', { name: 'Confirm with an error' }));
      await clock.settleUntil(() => confirmIn('Confirm with an error'));
      fireEvent.click(confirmIn('Confirm with an error'));
      await clock.tick(SAMPLE_ACTION_MS);
      const erred = body().getByRole('alertdialog', { name: 'Confirm with an error' });
      await expect(within(erred).getByRole('alert')).toHaveTextContent(
        'The action answered with an error: the dialog stays open.',
      );
      await expect(confirmIn('Confirm with an error')).toBeEnabled();
      fireEvent.click(within(erred).getByRole('button', { name: 'Cancel' }));
      await clock.settleUntil(() => expect(body().queryByRole('alertdialog')).toBeNull());

      fireEvent.click(canvas.getByRole('button', { name: 'Confirm that refuses' }));
      await clock.settleUntil(() => confirmIn('Confirm that refuses'));
      fireEvent.click(confirmIn('Confirm that refuses'));
      await clock.tick(SAMPLE_ACTION_MS);
      await expect(confirmIn('Confirm that refuses')).toBeEnabled();
      await expect(
        within(body().getByRole('alertdialog', { name: 'Confirm that refuses' })).queryByRole('alert'),
      ).toBeNull();
    } finally {
      clock.uninstall();
    }
  },
};

/** Spinners in their sizes (one announced), busy buttons, skeletons and home's card skeleton. */
export const Loading: Story = {
  ...pageStory('loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spinners = canvas.getByTestId('spinners');
    await expect(spinners.querySelectorAll('.animate-spin')).toHaveLength(4);
    await expect(within(spinners).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    for (const name of ['Confirm', 'Cancel']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(button).toBeDisabled();
    }
    await expect(canvas.getByRole('heading', { name: 'PostCardSkeleton' })).toBeVisible();
  },
};

/** The sample post (open and locked), creator and plan in their cards. */
export const Card: Story = {
  ...pageStory('card'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Golden hour over the hills' })).toHaveAttribute(
      'href',
      '/en/mayaroams/101',
    );
    await expect(canvas.getAllByRole('link', { name: 'View Maya Roams’s profile' })).toHaveLength(2);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Supporter' })).toBeVisible();
    await expect(canvas.getByText('$4.99')).toBeVisible();
  },
};

/** In Arabic the page reads right to left; amounts stay one left-to-right unit. */
export const Rtl: Story = {
  ...pageStory('i18n'),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'اللغات والتنسيقات' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'صفحات المطوّرين' })).toBeVisible();
    await expect(canvas.getByTestId('i18n-direction')).toHaveTextContent('rtl');
    await expect(canvas.getByTestId('i18n-prices').textContent).toContain('\u2066');
  },
};
