/**
 * The catalogues a story can ask for: the app's 15 (src/i18n/messages.ts) and the pseudo-locales
 * of the toolbar (en-xa accented and lengthened, ar-xb English mirrored right to left: FormatJS's
 * `en-XA` and `en-XB`, generated from en.json into locales/pseudo/ by `npm run extract:messages`
 * as pre-parsed ICU).
 */
import { loadAllMessages, type Messages } from '../src/i18n/messages.ts';

const pseudoCatalogues = import.meta.glob<Messages>('../locales/pseudo/*.json', { import: 'default' });

export function loadStoryMessages(locale: string): Promise<Messages> {
  const pseudo = pseudoCatalogues[`../locales/pseudo/${locale}.json`];
  return pseudo ? pseudo() : loadAllMessages(locale);
}
