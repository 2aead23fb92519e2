/**
 * The publish form's draft (spec §3 "Post draft"): its values and request are the contract's
 * (src/contract/rules/publish-form-values.ts, zod-free so the form's chunk does not carry zod);
 * the schema that checks them loads on the first Publish (publish-form-resolver.ts).
 */
import type { AccessLevel } from '../../contract/rules/publish-form-values.ts';

export {
  accessLevelOf,
  ARTICLE_TYPE_OF,
  displayAtOf,
  publishRequest,
  type AccessLevel,
  type DraftError,
  type DraftErrors,
  type DraftField,
  type DraftUpload,
  type PublishFormValues as PublishDraftForm,
} from '../../contract/rules/publish-form-values.ts';

/**
 * The mine-post tab a published post is listed under (spec §2 "query t"): a post that appears
 * later is scheduled; otherwise its level: subscribe, sale, private, or free.
 */
export function postListTab(
  access: AccessLevel,
  displayAtSeconds: number | undefined,
  nowSeconds: number,
): string {
  if (displayAtSeconds !== undefined && displayAtSeconds > nowSeconds) return 'scheduled';
  return { subscription: 'subscribe', buy: 'sale', private: 'private', free: 'free' }[access];
}
