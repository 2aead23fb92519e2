import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { text } from '../strings.ts';

/**
 * Accepts the terms of service in force (LEGAL_VERSIONS.tos, src/contract/legal-texts.ts): the
 * app asks for it when user/getUserInfo's `terms_version` is older. Another version is refused.
 */
export const acceptTermsCall = defineCall({
  path: 'user/acceptTerms',
  access: 'member',
  request: z.object({
    /** The version shown to the member (the text's effective date, `2026-12-01`). */
    version: text().check(z.maxLength(10)),
  }),
  response: z.object({ terms_version: z.string() }),
});
