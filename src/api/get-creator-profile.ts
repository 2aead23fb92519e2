import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getUserInfoByUuidCall } from '../contract/calls/user-get-user-info-by-uuid.ts';
import type { CreatorPreview } from '../contract/creator-preview.ts';
import type { Locale } from '../i18n/locale-resolution.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { callApi } from './client.ts';
import { creatorKeys } from './get-new-creators.ts';
import { localizedKey } from './localized-query.ts';

/**
 * A creator's profile as their page shows it, by the account name of its address. Under the
 * creators' root, so a block or a payment that refreshes creators refreshes it; one entry per
 * locale, since the server writes the description in the request's language.
 */
export const creatorProfileKeys = {
  all: () => [...creatorKeys.root, 'profile'] as const,
  profile: (username: string, locale: Locale, preview?: CreatorPreview) =>
    localizedKey(
      [...creatorProfileKeys.all(), username.toLowerCase(), ...(preview ? [preview] : [])] as const,
      locale,
    ),
};

/**
 * user/getUserInfoByUuid by `username` (any letter case); an unknown one is refused. With
 * `preview`, the caller's own page as a visitor or a subscriber sees it.
 */
export function fetchCreatorProfile(
  username: string,
  locale: Locale,
  signal?: AbortSignal,
  preview?: CreatorPreview,
) {
  return callApi<typeof getUserInfoByUuidCall>(
    'user/getUserInfoByUuid',
    { username, ...(preview && { preview }) },
    { signal, locale },
  );
}

export function creatorProfileQueryOptions(username: string, locale: Locale, preview?: CreatorPreview) {
  return queryOptions({
    queryKey: creatorProfileKeys.profile(username, locale, preview),
    queryFn: ({ signal }) => fetchCreatorProfile(username, locale, signal, preview),
  });
}

/** The creator page's profile, in the app's language (as previewed, with `preview`). */
export function useCreatorProfile(username: string, preview?: CreatorPreview) {
  return useQuery(creatorProfileQueryOptions(username, useLocale(), preview));
}

/**
 * The same profile by `uuid`, for the chat room of someone not in the contact list yet (the
 * creator page's Message opens the room by uuid): their name, picture and is_able_send_message.
 */
export function userProfileByUuidQueryOptions(uuid: string, locale: Locale) {
  return queryOptions({
    queryKey: localizedKey([...creatorProfileKeys.all(), 'uuid', uuid] as const, locale),
    queryFn: ({ signal }) =>
      callApi<typeof getUserInfoByUuidCall>('user/getUserInfoByUuid', { uuid }, { signal, locale }),
  });
}

/** A user's public profile by uuid; idle while `uuid` is null. */
export function useUserProfileByUuid(uuid: string | null) {
  const locale = useLocale();
  return useQuery({ ...userProfileByUuidQueryOptions(uuid ?? '', locale), enabled: uuid !== null });
}
