import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { RULE_ERROR } from '../rules/account-rules.ts';
import { isCountryCode } from '../rules/creator-application.ts';
import { text } from '../strings.ts';

/**
 * Applies to become a creator (spec §7): `identify` the document type (1 passport, 2 ID card, 3
 * driver license), `country` its ISO 3166-1 alpha-2 code, `url` the references of the ID photo
 * and the face photo (POST /api/upload/document) joined by a comma. Answers the user's new
 * auth_status: 1 pending (CREATOR_REVIEW_MODE manual) or 2 creator (auto).
 */
export const applyCreatorCall = defineCall({
  path: 'user/applyCreator',
  access: 'member',
  request: z.object({
    /** ISO 3166-1 alpha-2 code of the country that issued the document, upper case (`CN`, `FR`; `XK` too). */
    country: text().check(
      z.minLength(1, RULE_ERROR.required),
      z.refine((value) => isCountryCode(value)),
    ),
    /** Document type: 1 passport, 2 ID card, 3 driver license. */
    identify: z.number().check(z.int(), z.minimum(1), z.maximum(3)),
    /** The ID photo's reference and the face photo's (`POST /api/upload/document`), joined by a comma. */
    url: text().check(z.minLength(1, RULE_ERROR.required), z.maxLength(200)),
  }),
  response: z.object({ auth_status: z.union([z.literal(1), z.literal(2)]) }),
});
