import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ApiError } from '../../api/errors.ts';
import { useCategories } from '../../api/get-categories.ts';
import { usePopularTags } from '../../api/get-popular-tags.ts';
import { useMyPlans } from '../../api/list-my-plans.ts';
import { usePublishPost } from '../../api/publish-post.ts';
import type { getPostForEditCall } from '../../contract/calls/article-get-article-by-id-for-edit.ts';
import type { CallResponse } from '../../contract/call.ts';
import { REVIEW_STATUS, UPLOAD_STATUS } from '../../contract/enums.ts';
import {
  POST_CONTENT_MAX_LENGTH,
  POST_PRICE_MAX,
  POST_TITLE_MAX_LENGTH,
} from '../../contract/rules/publish-limits.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Switch } from '../../components/atoms/switch/switch.tsx';
import { TextField } from '../../components/atoms/text-field/text-field.tsx';
import { useGoBack } from '../../components/molecules/back-button/back-button.tsx';
import { TagInput } from '../../components/molecules/tag-input/tag-input.tsx';
import { TextArea } from '../../components/molecules/text-area/text-area.tsx';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { openDialog } from '../../state/dialogs.ts';
import { openPlanManager } from '../../state/plan-manager.ts';
import { AccessLevelField } from './access-level-field.tsx';
import {
  accessLevelOf,
  displayAtOf,
  draftErrors,
  postListTab,
  publishRequest,
  type AccessLevel,
  type DraftError,
  type DraftErrors,
  type PublishDraftForm,
} from './publish-draft.ts';
import { PublishFiles } from './publish-files.tsx';
import { categoryMessages, publishMessages as m } from './publish-messages.ts';
import { useLeaveConfirm, type UploadPhase } from './use-leave-confirm.ts';
import { isBusy, usePostUploads, type PostUpload, type UploadTransfer } from './use-post-uploads.ts';

// The date picker (react-aria) loads when a creator turns scheduling on, not with the form.
const DateTimePicker = lazy(() =>
  import('../../components/molecules/date-time-picker/date-time-picker.tsx').then((m) => ({
    default: m.DateTimePicker,
  })),
);

// The category listbox (Headless UI's Listbox with Floating UI, about 19 kB) loads as the form
// first paints rather than with the screen's chunk (its 60 kB budget); its box is held meanwhile.
const Select = lazy(() =>
  import('../../components/molecules/select/select.tsx').then((m) => ({ default: m.Select<string> })),
);

/** The category field's place while its listbox loads: its label and a box of its height. */
function SelectPlaceholder({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-1.5" aria-hidden="true">
      <span className="text-sm font-medium text-ink">{label}</span>
      <span className="h-11 rounded-control bg-surface ring-1 ring-line-strong ring-inset" />
    </div>
  );
}

export type PostForEdit = CallResponse<typeof getPostForEditCall>;

const HOUR_MS = 3_600_000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function initialForm(post: PostForEdit | undefined): PublishDraftForm {
  const future = post !== undefined && post.display_at > nowSeconds();
  return {
    id: post?.id ?? null,
    title: post?.title ?? '',
    content: post?.content ?? '',
    tags: post ? [...post.tags] : [],
    category: post?.category ?? null,
    access: post ? accessLevelOf(post.article_type) : 'free',
    planIds: post ? [...post.subscription_ids] : [],
    price: post && post.price > 0 ? String(post.price) : '',
    schedule: future,
    displayAt: future ? new Date(post.display_at * 1000) : new Date(Date.now() + HOUR_MS),
    originalDisplayAt: post?.display_at ?? null,
  };
}

/** The post's saved files in edit mode (spec §4 "saved"). */
function savedUploads(post: PostForEdit | undefined): PostUpload[] {
  return (post?.media ?? []).map((media, index) => ({
    id: `saved-${index}`,
    file: null,
    kind: post?.resource_type === 2 ? 'video' : 'image',
    progress: 100,
    status: UPLOAD_STATUS.save,
    failMsg: '',
    url: media.url,
    width: media.width,
    height: media.height,
    duration: media.video_time,
    uploadId: media.upload_id,
    preview: media.url,
  }));
}

export interface PublishFormProps {
  /** The post being edited (article/getArticleByIdForEdit); absent for a new post. */
  post?: PostForEdit;
  /** Stories hold uploads in a state through this; the app uses the real transfers. */
  transfer?: UploadTransfer;
}

/**
 * The publish and edit form (spec §2, §5): files with their upload states, title, text, tags
 * with suggestions, category, who can see it (free, plan subscribers, pay per post, only me) and
 * an optional scheduled time. Publishing success alerts and opens the post list's tab.
 */
export function PublishForm({ post, transfer }: PublishFormProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const to = useLocalePath();
  const goBack = useGoBack();
  const [form, setForm] = useState(() => initialForm(post));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [touched, setTouched] = useState(false);
  const uploads = usePostUploads(() => savedUploads(post), transfer);
  const categories = useCategories();
  const plans = useMyPlans();
  const tags = usePopularTags(form.category);
  const publish = usePublishPost();
  const formRef = useRef<HTMLFormElement>(null);

  const update = <K extends keyof PublishDraftForm>(key: K, value: PublishDraftForm[K]) => {
    setTouched(true);
    setForm((current) => ({ ...current, [key]: value }));
  };

  const phase: UploadPhase =
    uploads.items.length === 0
      ? 'none'
      : uploads.items.some(isBusy)
        ? 'uploading'
        : uploads.items.some((item) => item.status === UPLOAD_STATUS.done)
          ? 'uploaded'
          : 'none';
  const changed = touched || uploads.items.some((item) => item.status !== UPLOAD_STATUS.save);
  const leave = useLeaveConfirm({ changed, phase, onLeave: uploads.store.cancelAll });

  const askPlanFirst = () =>
    openDialog({
      kind: 'confirm',
      title: intl.formatMessage(m.planFirstTitle),
      message: intl.formatMessage(m.planFirstBody),
      confirmLabel: intl.formatMessage(m.planFirstConfirm),
      next: openPlanManager,
    });

  const onAccessChange = async (level: AccessLevel) => {
    if (level === 'subscription') {
      // Plans made meanwhile (the plan dialog) count: ask the server again.
      const fresh = plans.data?.length ? plans.data : (await plans.refetch()).data;
      if (!fresh?.length) return askPlanFirst();
    }
    update('access', level);
  };

  const message = (error: DraftError | undefined): string | undefined => {
    switch (error) {
      case undefined:
        return undefined;
      case 'filesRequired':
        return intl.formatMessage(m.filesRequired);
      case 'filesBusy':
        return intl.formatMessage(m.filesBusy);
      case 'filesFailed':
        return intl.formatMessage(m.filesFailed);
      case 'titleRequired':
        return intl.formatMessage(m.titleRequired);
      case 'titleLength':
        return intl.formatMessage(m.titleLength, { max: POST_TITLE_MAX_LENGTH });
      case 'contentRequired':
      case 'contentLength':
        return intl.formatMessage(m.contentRequired);
      case 'categoryRequired':
        return intl.formatMessage(m.categoryRequired);
      case 'plansRequired':
        return intl.formatMessage(m.plansRequired);
      case 'priceInvalid':
        return intl.formatMessage(m.priceInvalid, { max: POST_PRICE_MAX });
      case 'schedulePast':
        return intl.formatMessage(m.schedulePast);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const now = nowSeconds();
    const found = draftErrors(form, uploads.items, now);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first field in trouble gets the focus, so the message is read out.
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')
          ?.scrollIntoView?.({
            block: 'center',
          }),
      );
      return;
    }
    try {
      const answer = await publish.mutateAsync(publishRequest(form, uploads.items, now));
      leave.release();
      const tab = postListTab(form.access, displayAtOf(form, now), now);
      navigate(to(`/mine/post?t=${tab}`));
      openDialog({
        kind: 'alert',
        title: intl.formatMessage(m.successTitle),
        message: intl.formatMessage(
          answer.status === REVIEW_STATUS.published
            ? m.successPublished
            : answer.status === REVIEW_STATUS.readySlice
              ? m.successProcessing
              : m.successReview,
        ),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      openDialog({ kind: 'alert', title: intl.formatMessage(m.failTitle), message: error.message });
    }
  };

  const cancel = () => (changed ? leave.ask(() => (leave.release(), goBack())) : goBack());
  const categoryOptions = (categories.data?.list ?? []).map((category) => {
    const known = categoryMessages[category.code as keyof typeof categoryMessages];
    return { value: category.code, label: known ? intl.formatMessage(known) : category.code };
  });

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      {/* A plain header, not TopBar: sharing TopBar's chunk with the publish chunk split it out of
          the first-visit bundles and cost home its budget (docs/decisions.md). */}
      <header className="flex items-center justify-between gap-3">
        <h1 className="min-w-0 flex-1 text-2xl font-bold text-ink">
          {intl.formatMessage(post ? m.editTitle : m.newTitle)}
        </h1>
        <Button type="button" variant="ghost" size="sm" onClick={cancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </header>
      {post?.status === REVIEW_STATUS.reject && post.review_note ? (
        <p role="note" className="rounded-control bg-red-50 p-3 text-sm text-red-800">
          {intl.formatMessage(m.rejected, { reason: post.review_note })}
        </p>
      ) : null}
      <PublishFiles
        items={uploads.items}
        onAdd={(files, options) => {
          setErrors(({ files: _dropped, ...rest }) => rest);
          uploads.store.add(files, options);
        }}
        onRemove={(item) => uploads.store.remove(item.id)}
        onRetry={(item) => uploads.store.retry(item.id)}
        error={message(errors.files)}
      />
      <TextField
        label={intl.formatMessage(m.titleLabel)}
        name="title"
        required
        value={form.title}
        maxLength={POST_TITLE_MAX_LENGTH}
        onChange={(event) => update('title', event.target.value)}
        error={message(errors.title)}
      />
      <TextArea
        label={intl.formatMessage(m.contentLabel)}
        name="content"
        required
        rows={5}
        maxLength={POST_CONTENT_MAX_LENGTH}
        value={form.content}
        onChange={(event) => update('content', event.target.value)}
        error={message(errors.content)}
      />
      <Suspense fallback={<SelectPlaceholder label={intl.formatMessage(m.categoryLabel)} />}>
        <Select
          label={intl.formatMessage(m.categoryLabel)}
          options={categoryOptions}
          value={form.category}
          onChange={(code) => update('category', code)}
          placeholder={intl.formatMessage(m.categoryPlaceholder)}
          error={message(errors.category)}
          name="category"
        />
      </Suspense>
      <TagInput
        label={intl.formatMessage(m.tagsLabel)}
        tags={form.tags}
        onChange={(next) => update('tags', next)}
        suggestions={tags.data ?? []}
      />
      <AccessLevelField
        access={form.access}
        onAccessChange={(level) => void onAccessChange(level)}
        plans={plans.data ?? []}
        planIds={form.planIds}
        onPlanIdsChange={(ids) => update('planIds', ids)}
        price={form.price}
        onPriceChange={(price) => update('price', price)}
        plansError={message(errors.plans)}
        priceError={message(errors.price)}
      />
      <div className="flex flex-col gap-3">
        <Switch
          label={intl.formatMessage(m.scheduleLabel)}
          description={intl.formatMessage(m.scheduleHint)}
          checked={form.schedule}
          onChange={(on) => update('schedule', on)}
        />
        {form.schedule ? (
          <>
            <Suspense fallback={null}>
              <DateTimePicker
                label={intl.formatMessage(m.scheduleTime)}
                defaultValue={form.displayAt}
                onChange={(date) => update('displayAt', date)}
              />
            </Suspense>
            {errors.schedule ? (
              <p role="alert" className="text-sm text-red-700">
                {message(errors.schedule)}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
      <Button type="submit" size="lg" fullWidth loading={publish.isPending}>
        {intl.formatMessage(post ? m.submitUpdate : m.submit)}
      </Button>
    </form>
  );
}
