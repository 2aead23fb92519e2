import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePopularTags } from '../../api/get-popular-tags.ts';
import { UPLOAD_STATUS } from '../../contract/enums.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { useGoBack } from '../../components/molecules/back-button/back-button.tsx';
import { TagInput } from '../../components/molecules/tag-input/tag-input.tsx';
import { AccessLevelField } from './access-level-field.tsx';
import { CategoryField } from './category-field.tsx';
import { PostTextFields } from './post-text-fields.tsx';
import { initialForm, savedUploads, type PostForEdit } from './post-for-edit.ts';
import type { DraftErrors, PublishDraftForm } from './publish-draft.ts';
import { PublishFiles } from './publish-files.tsx';
import { PublishFormHeader } from './publish-form-header.tsx';
import { publishMessages as m } from './publish-messages.ts';
import { ScheduleField } from './schedule-field.tsx';
import { useAccessChange } from './use-access-change.ts';
import { useDraftErrorMessage } from './use-draft-error-message.ts';
import { uploadPhaseOf, useLeaveConfirm } from './use-leave-confirm.ts';
import { usePostUploads, type UploadTransfer } from './use-post-uploads.ts';
import { usePublishSubmit } from './use-publish-submit.ts';

export type { PostForEdit };

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
  const goBack = useGoBack();
  const message = useDraftErrorMessage();
  const [form, setForm] = useState(() => initialForm(post));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [touched, setTouched] = useState(false);
  const uploads = usePostUploads(() => savedUploads(post), transfer);
  const tags = usePopularTags(form.category);
  const formRef = useRef<HTMLFormElement>(null);
  const update = <K extends keyof PublishDraftForm>(key: K, value: PublishDraftForm[K]) => {
    setTouched(true);
    setForm((current) => ({ ...current, [key]: value }));
  };
  const access = useAccessChange((level) => update('access', level));
  const changed = touched || uploads.items.some((item) => item.status !== UPLOAD_STATUS.save);
  const leave = useLeaveConfirm({
    changed,
    phase: uploadPhaseOf(uploads.items),
    onLeave: uploads.store.cancelAll,
  });
  const { submit, publishing } = usePublishSubmit({
    form,
    uploads: uploads.items,
    formRef,
    onChecked: setErrors,
    onPublished: leave.release,
  });
  const cancel = () => (changed ? leave.ask(() => (leave.release(), goBack())) : goBack());

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <PublishFormHeader post={post} onCancel={cancel} />
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
      <PostTextFields
        title={form.title}
        onTitleChange={(title) => update('title', title)}
        titleError={message(errors.title)}
        content={form.content}
        onContentChange={(content) => update('content', content)}
        contentError={message(errors.content)}
      />
      <CategoryField
        value={form.category}
        onChange={(code) => update('category', code)}
        error={message(errors.category)}
      />
      <TagInput
        label={intl.formatMessage(m.tagsLabel)}
        tags={form.tags}
        onChange={(next) => update('tags', next)}
        suggestions={tags.data ?? []}
      />
      <AccessLevelField
        access={form.access}
        onAccessChange={(level) => void access.change(level)}
        plans={access.plans}
        planIds={form.planIds}
        onPlanIdsChange={(ids) => update('planIds', ids)}
        price={form.price}
        onPriceChange={(price) => update('price', price)}
        plansError={message(errors.plans)}
        priceError={message(errors.price)}
      />
      <ScheduleField
        schedule={form.schedule}
        onScheduleChange={(on) => update('schedule', on)}
        displayAt={form.displayAt}
        onDisplayAtChange={(date) => update('displayAt', date)}
        error={message(errors.schedule)}
      />
      <Button type="submit" size="lg" fullWidth loading={publishing}>
        {intl.formatMessage(post ? m.submitUpdate : m.submit)}
      </Button>
    </form>
  );
}
