import { useEffect, useRef, useState } from 'react';
import { useController, useForm, type FieldError, type Resolver } from 'react-hook-form';
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
import type { DraftError, DraftField, PublishDraftForm } from './publish-draft.ts';
import type { PublishFormContext } from './publish-form-resolver.ts';
import { PublishFiles } from './publish-files.tsx';
import { PublishFormHeader } from './publish-form-header.tsx';
import { publishMessages as m } from './publish-messages.ts';
import { ScheduleField } from './schedule-field.tsx';
import { useAccessChange } from './use-access-change.ts';
import { useDraftErrorMessage } from './use-draft-error-message.ts';
import { uploadPhaseOf, useLeaveConfirm } from './use-leave-confirm.ts';
import { usePostUploads, type UploadTransfer } from './use-post-uploads.ts';
import { usePublishSubmit } from './use-publish-submit.ts';
import type { PublishRequest } from '../../contract/rules/publish-form-values.ts';

type PublishResolver = Resolver<PublishDraftForm, PublishFormContext, PublishRequest>;

/** The contract's schema (zod) loads on the first Publish: the form checks nothing before then. */
const resolver: PublishResolver = async (values, context, options) =>
  (await import('./publish-form-resolver.ts')).resolvePublishForm(values, context, options);

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
  const uploads = usePostUploads(() => savedUploads(post), transfer);
  const form = useForm<PublishDraftForm, PublishFormContext, PublishRequest>({
    defaultValues: initialForm(post),
    resolver,
    // The files are the upload store's, not fields: the schema weighs them beside the values.
    context: { uploads: uploads.items },
    // Checked when Publish is pressed, as the server would; the first problem is scrolled to.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { control, formState, subscribe } = form;
  const { field: title } = useController({ control, name: 'title' });
  const { field: content } = useController({ control, name: 'content' });
  const { field: category } = useController({ control, name: 'category' });
  const { field: tagList } = useController({ control, name: 'tags' });
  const { field: accessLevel } = useController({ control, name: 'access' });
  const { field: planIds } = useController({ control, name: 'planIds' });
  const { field: price } = useController({ control, name: 'price' });
  const { field: schedule } = useController({ control, name: 'schedule' });
  const { field: displayAt } = useController({ control, name: 'displayAt' });
  // The schema reports each problem under its draft field (publish-form-rules.ts): the files, the
  // plans and the schedule are not values of their own.
  const errors = formState.errors as Partial<Record<DraftField, FieldError>>;
  const errorOf = (name: DraftField) => message(errors[name]?.message as DraftError | undefined);
  // Any change, even one put back, asks before leaving, as do files not yet saved.
  const [touched, setTouched] = useState(false);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name) setTouched(true);
        },
      }),
    [subscribe],
  );
  const tags = usePopularTags(category.value);
  const formRef = useRef<HTMLFormElement>(null);
  const access = useAccessChange((level) => accessLevel.onChange(level));
  const changed = touched || uploads.items.some((item) => item.status !== UPLOAD_STATUS.save);
  const leave = useLeaveConfirm({
    changed,
    phase: uploadPhaseOf(uploads.items),
    onLeave: uploads.store.cancelAll,
  });
  const { submit, publishing } = usePublishSubmit({ form, formRef, onPublished: leave.release });
  const cancel = () => (changed ? leave.ask(() => (leave.release(), goBack())) : goBack());

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <PublishFormHeader post={post} onCancel={cancel} />
      <PublishFiles
        items={uploads.items}
        onAdd={(files, options) => {
          form.clearErrors('files' as keyof PublishDraftForm);
          uploads.store.add(files, options);
        }}
        onRemove={(item) => uploads.store.remove(item.id)}
        onRetry={(item) => uploads.store.retry(item.id)}
        error={errorOf('files')}
        takeHandedOver={!post}
      />
      <PostTextFields
        title={title.value}
        onTitleChange={title.onChange}
        titleError={errorOf('title')}
        content={content.value}
        onContentChange={content.onChange}
        contentError={errorOf('content')}
      />
      <CategoryField value={category.value} onChange={category.onChange} error={errorOf('category')} />
      <TagInput
        label={intl.formatMessage(m.tagsLabel)}
        tags={tagList.value}
        onChange={tagList.onChange}
        suggestions={tags.data ?? []}
      />
      <AccessLevelField
        access={accessLevel.value}
        onAccessChange={(level) => void access.change(level)}
        plans={access.plans}
        planIds={planIds.value}
        onPlanIdsChange={planIds.onChange}
        price={price.value}
        onPriceChange={price.onChange}
        plansError={errorOf('plans')}
        priceError={errorOf('price')}
      />
      <ScheduleField
        schedule={schedule.value}
        onScheduleChange={schedule.onChange}
        displayAt={displayAt.value}
        onDisplayAtChange={displayAt.onChange}
        error={errorOf('schedule')}
      />
      <Button type="submit" size="lg" fullWidth loading={publishing}>
        {intl.formatMessage(post ? m.submitUpdate : m.submit)}
      </Button>
    </form>
  );
}
