/**
 * The publish form (spec §5) as a zod schema over what the form holds and its files: the request
 * comes out, checked by the schema and the cross-field rules the server applies to it
 * (publish-rules.ts: `publishSchema`, `publishDraftError`, `isDisplayAtPast`), so the form refuses
 * what the server would. Each issue is the first problem a field has, on the form's field, as a
 * `DraftError`. The files' upload states are the form's own rule: publishing waits for them.
 */
import { z } from 'zod/mini';
import { UPLOAD_STATUS } from '../enums.ts';
import {
  isDisplayAtPast,
  publishDraftError,
  publishSchema,
  PUBLISH_RULE_ERROR,
  type PublishRuleError,
} from './publish-rules.ts';
import {
  publishRequest,
  type DraftError,
  type DraftErrors,
  type DraftField,
  type DraftUpload,
  type PublishFormValues,
  type PublishRequest,
} from './publish-form-values.ts';

export * from './publish-form-values.ts';

/** The rule codes the form has its own words for; any other refusal is left to the server's answer. */
const DRAFT_ERROR_OF: Partial<Record<PublishRuleError, [DraftField, DraftError]>> = {
  [PUBLISH_RULE_ERROR.titleRequired]: ['title', 'titleRequired'],
  [PUBLISH_RULE_ERROR.titleLength]: ['title', 'titleLength'],
  [PUBLISH_RULE_ERROR.contentRequired]: ['content', 'contentRequired'],
  [PUBLISH_RULE_ERROR.contentLength]: ['content', 'contentLength'],
  [PUBLISH_RULE_ERROR.mediaRequired]: ['files', 'filesRequired'],
  [PUBLISH_RULE_ERROR.planRequired]: ['plans', 'plansRequired'],
  [PUBLISH_RULE_ERROR.price]: ['price', 'priceInvalid'],
  [PUBLISH_RULE_ERROR.displayAtPast]: ['schedule', 'schedulePast'],
};

/** The files' problem before any rule of the request: none, one failed, or some not uploaded yet. */
function uploadsError(uploads: readonly DraftUpload[]): DraftError | null {
  if (uploads.length === 0) return 'filesRequired';
  if (uploads.some((item) => item.status === UPLOAD_STATUS.fail)) return 'filesFailed';
  if (uploads.some((item) => item.status !== UPLOAD_STATUS.done && item.status !== UPLOAD_STATUS.save))
    return 'filesBusy';
  return null;
}

/** Every field's first problem with the rules above, in form order; empty when the draft may be sent. */
function draftProblems(
  values: PublishFormValues,
  uploads: readonly DraftUpload[],
  nowSeconds: number,
): DraftErrors {
  const found: DraftErrors = {};
  const report = (field: DraftField, error: DraftError) => (found[field] ??= error);
  const files = uploadsError(uploads);
  if (files) report('files', files);
  const request = publishRequest(values, uploads, nowSeconds);
  const parsed = publishSchema.safeParse(request);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const known = DRAFT_ERROR_OF[issue.message as PublishRuleError];
    if (known) report(...known);
    // The category is chosen from a list: any problem with it is that none is.
    else if (issue.path[0] === 'category') report('category', 'categoryRequired');
    // A rule the form has no words for (a control character, say) is left to the server's refusal.
  }
  const crossField = publishDraftError(
    request,
    uploads.map((item) => item.kind),
  );
  const known = crossField ? DRAFT_ERROR_OF[crossField] : undefined;
  if (known) report(...known);
  if (request.display_at !== undefined) {
    // The edited post's own time goes back unchanged, however far past (as the server accepts it).
    const keepsOwnTime = values.originalDisplayAt === request.display_at;
    if (!keepsOwnTime && isDisplayAtPast(request.display_at, nowSeconds)) report('schedule', 'schedulePast');
  }
  return found;
}

/**
 * The publish form's schema at a moment (`nowSeconds`, for a scheduled time) with its files as
 * they are: the form's values in, the `article/publish` request out.
 */
export function publishFormSchema(uploads: readonly DraftUpload[], nowSeconds: number) {
  return z.pipe(
    z.custom<PublishFormValues>((value) => typeof value === 'object' && value !== null),
    z.transform((values: PublishFormValues, context): PublishRequest => {
      const found = draftProblems(values, uploads, nowSeconds);
      const fields = Object.keys(found) as DraftField[];
      if (fields.length === 0) return publishRequest(values, uploads, nowSeconds);
      for (const field of fields)
        context.issues.push({ code: 'custom', message: found[field]!, input: values, path: [field] });
      return z.NEVER;
    }),
  );
}

/** Every field's first problem as the schema reports it; empty when the draft may be sent. */
export function publishFormErrors(
  values: PublishFormValues,
  uploads: readonly DraftUpload[],
  nowSeconds: number,
): DraftErrors {
  const result = publishFormSchema(uploads, nowSeconds).safeParse(values);
  if (result.success) return {};
  const found: DraftErrors = {};
  for (const issue of result.error.issues) found[issue.path[0] as DraftField] ??= issue.message as DraftError;
  return found;
}
