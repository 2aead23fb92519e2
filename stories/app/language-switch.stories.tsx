/**
 * Issue 8: switching language never shows the previous language's server text from the cache.
 * The new creators' descriptions are written by the server in the request's language; their
 * query is keyed by the locale and asks in it, so a switch fetches (or finds cached) the text
 * of the new language, and switching back shows the first language's text again.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useNewCreators } from '../../src/api/get-new-creators.ts';
import { LanguageSwitcher } from '../../src/components/molecules/language-switcher/language-switcher.tsx';
import { useLocale } from '../../src/i18n/use-locale.ts';
import { useSwitchLocale } from '../../src/i18n/use-switch-locale.ts';
import { makeCreator } from '../../src/mocks/factories.ts';
import { CREATOR_DESCRIPTIONS, creatorHandlers } from '../../src/mocks/handlers.ts';

/** The app's language switcher above the new creators' descriptions, as the home screen reads them. */
function CreatorsInCurrentLanguage() {
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const creators = useNewCreators();
  return (
    <main className="flex flex-col gap-4 p-6">
      <LanguageSwitcher value={locale} onChange={switchLocale} />
      <ul data-testid="descriptions" className="list-disc ps-6">
        {creators.data?.list.map((creator) => (
          <li key={creator.uuid}>{creator.description}</li>
        ))}
      </ul>
    </main>
  );
}

const meta = {
  title: 'App/LanguageSwitch',
  component: CreatorsInCurrentLanguage,
  parameters: { msw: { handlers: { creators: creatorHandlers.perLanguage } } },
} satisfies Meta<typeof CreatorsInCurrentLanguage>;
export default meta;
type Story = StoryObj<typeof meta>;

const FIRST = makeCreator({ id: 1 }).nickname;

async function pickLanguage(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Language/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

/** English, then French: the French descriptions replace the English ones; back to English. */
export const SwitchShowsServerTextInNewLanguage: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByTestId('descriptions');
    const english = CREATOR_DESCRIPTIONS.en!(FIRST);
    const french = CREATOR_DESCRIPTIONS.fr!(FIRST);
    await waitFor(() => expect(list).toHaveTextContent(english));

    await pickLanguage(canvasElement, 'Français');
    await waitFor(() => expect(list).toHaveTextContent(french));
    await expect(list).not.toHaveTextContent(english);

    await pickLanguage(canvasElement, 'English');
    await waitFor(() => expect(list).toHaveTextContent(english));
    await expect(list).not.toHaveTextContent(french);
  },
};
