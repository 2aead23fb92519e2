/**
 * The publish entry of the bottom bar and the side nav (spec §2 "Bottom-bar publish"): a visitor
 * logs in first (and the entry runs again once logged in), a member is asked to become a creator
 * (the confirm leads to the creator agreement, /{lang}/mine/creator), a creator goes to
 * /{lang}/publish. (A creator whose record was already loaded at the click got the file picker
 * instead, in the click itself: use-publish-entry.ts.)
 *
 * Loaded on the first click, never with a first visit: it brings the API client and the query
 * client to read the role (user/getUserInfo, from the cache when fresh).
 */
import { createIntl, defineMessages } from 'react-intl';
import { userInfoQueryOptions } from '../../api/get-user-info.ts';
import { ROLE } from '../../contract/enums.ts';
import { roleOfAuthStatus } from '../../contract/rules/roles.ts';
import { intlLocaleTag } from '../../i18n/intl-shell.tsx';
import type { Locale } from '../../i18n/locale-resolution.ts';
import { loadAllMessages } from '../../i18n/messages.ts';
import { openDialog } from '../../state/dialogs.ts';
import { runGated } from '../../state/gated-action.ts';
import { session } from '../../state/session.ts';
import { appQueryClient } from '../query/with-query.tsx';

const messages = defineMessages({
  title: { id: 'publishEntry.becomeCreator.title', defaultMessage: 'Become a creator first' },
  message: {
    id: 'publishEntry.becomeCreator.message',
    defaultMessage: 'Only creators can publish posts. Apply to become one: it takes a few minutes.',
  },
  confirm: { id: 'publishEntry.becomeCreator.confirm', defaultMessage: 'Become a creator' },
  cancel: { id: 'publishEntry.becomeCreator.cancel', defaultMessage: 'Not now' },
});

export interface StartPublishOptions {
  locale: Locale;
  /** Goes to a path under the language (`/publish` → `/{lang}/publish`). */
  navigate: (pathUnderLocale: string) => void;
}

/** Runs the publish entry for whoever is signed in (or asks a visitor to log in first). */
export async function startPublish(options: StartPublishOptions): Promise<void> {
  if (!session.token) {
    runGated(() => startPublish(options));
    return;
  }
  const info = await appQueryClient().fetchQuery(userInfoQueryOptions());
  if (roleOfAuthStatus(info.auth_status) === ROLE.creator) {
    options.navigate('/publish');
    return;
  }
  const catalogue = await loadAllMessages(options.locale).catch(() => ({}));
  const intl = createIntl({
    locale: intlLocaleTag(options.locale),
    messages: catalogue,
    defaultLocale: 'en',
    onError: () => {},
  });
  openDialog({
    kind: 'confirm',
    title: intl.formatMessage(messages.title),
    message: intl.formatMessage(messages.message),
    confirmLabel: intl.formatMessage(messages.confirm),
    cancelLabel: intl.formatMessage(messages.cancel),
    next: () => options.navigate('/mine/creator'),
  });
}
