import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  FEEDBACK_ATTACHMENTS_MAX,
  FEEDBACK_CONTENT_MAX_LENGTH,
  FEEDBACK_FILE_ACCEPT,
  FEEDBACK_FILE_NAME_SHOWN,
  FEEDBACK_TYPE,
  FEEDBACK_TYPE_NAMES,
  feedbackFormSchema,
  isFeedbackImageFile,
  type FeedbackFormValues,
  type FeedbackRuleError,
} from '../../../contract/rules/feedback-rules.ts';
import { Button } from '../../atoms/button/button.tsx';
import { EmailField } from '../../atoms/email-field/email-field.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { imageIcon } from '../../atoms/icon/icons.ts';
import { AttachmentChip } from '../../molecules/attachment-chip/attachment-chip.tsx';
import { useRuleMessage } from '../../molecules/form/rule-message.ts';
import { useZodForm } from '../../molecules/form/use-zod-form.ts';
import { TextArea } from '../../molecules/text-area/text-area.tsx';
import { commonMessages } from '../../messages/common-messages.ts';
import {
  FEEDBACK_RULE_TEXT,
  feedbackFormMessages as m,
  feedbackTypeMessages,
} from './feedback-form-messages.ts';

/** An image attached to the feedback: on its way, or uploaded. */
export interface FeedbackAttachment {
  id: string;
  /** The file's name, as picked. */
  name: string;
  /** @default false */
  uploading?: boolean;
}

export interface FeedbackFormProps {
  /** The signed-in member's email, filled in while the field is untouched. */
  defaultEmail?: string;
  attachments: readonly FeedbackAttachment[];
  /** Images picked that pass the dialog's checks (jpg, jpeg, png, gif; at most 3 in all). */
  onAttach: (files: File[]) => void;
  onRemoveAttachment: (id: string) => void;
  /** Why an image could not be attached (its upload was refused), shown under the images. */
  attachmentError?: string;
  /** Sends; resolves with the server's refusal (spec §8: shown under the email field), or nothing. */
  onSubmit: (values: FeedbackFormValues) => Promise<string | void>;
  onCancel: () => void;
}

/**
 * The feedback form (spec §2, §5, §8): a topic, the description (at most 300 characters) and the
 * email to answer, checked by the contract's schema as the server checks them, and up to 3
 * images, each a chip with its name shortened to 20 characters. A 4th image or a file that is
 * not a JPG, PNG or GIF is refused with its message; the server's refusal sits under the email.
 */
export function FeedbackForm({
  defaultEmail = '',
  attachments,
  onAttach,
  onRemoveAttachment,
  attachmentError,
  onSubmit,
  onCancel,
}: FeedbackFormProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const attachmentsId = useId();
  const typeId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // Why the last pick was refused (a 4th image, a file of another type): the dialog's own check.
  const [pickProblem, setPickProblem] = useState<MessageDescriptor>();
  const { control, register, handleSubmit, setError, setValue, getFieldState, formState } = useZodForm(
    feedbackFormSchema,
    { defaultValues: { type: null, content: '', email: defaultEmail } },
  );
  const type = useController({ control, name: 'type' });
  const { errors, isSubmitting } = formState;

  // The member's email may arrive after the dialog opened: filled in unless already typed in.
  useEffect(() => {
    if (defaultEmail && !getFieldState('email').isDirty) setValue('email', defaultEmail);
  }, [defaultEmail, getFieldState, setValue]);

  const problem = (message: string | undefined) => {
    if (!message) return undefined;
    const rule = FEEDBACK_RULE_TEXT[message as FeedbackRuleError] as MessageDescriptor | undefined;
    return rule
      ? intl.formatMessage(rule, {
          max: rule === m.uploadLimit ? FEEDBACK_ATTACHMENTS_MAX : FEEDBACK_CONTENT_MAX_LENGTH,
        })
      : message;
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file may be picked again after it was removed.
    event.target.value = '';
    if (files.length === 0) return;
    const images = files.filter(isFeedbackImageFile);
    const room = FEEDBACK_ATTACHMENTS_MAX - attachments.length;
    setPickProblem(
      images.length < files.length ? m.fileType : images.length > room ? m.uploadLimit : undefined,
    );
    if (room > 0 && images.length > 0) onAttach(images.slice(0, room));
  };

  const submit = handleSubmit(async (values) => {
    const refusal = await onSubmit(values);
    if (refusal) setError('email', { message: refusal });
  });

  const typeProblem = problem(errors.type?.message);
  const full = attachments.length >= FEEDBACK_ATTACHMENTS_MAX;
  const attachProblem = pickProblem
    ? intl.formatMessage(pickProblem, { max: FEEDBACK_ATTACHMENTS_MAX })
    : attachmentError;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5 pb-1">
      {/* Native radios as chips: ten choices at a glance, and no listbox to load with the form. */}
      <fieldset aria-labelledby={typeId} aria-describedby={typeProblem ? `${typeId}-error` : undefined}>
        <legend id={typeId} className="mb-2 text-sm font-medium text-ink">
          {intl.formatMessage(m.type)}
          <span aria-hidden className="ms-0.5 text-red-700">
            *
          </span>
        </legend>
        <div className="flex flex-wrap gap-2">
          {FEEDBACK_TYPE_NAMES.map((name) => (
            <label
              key={name}
              className="inline-flex min-h-9 cursor-pointer items-center rounded-full bg-surface px-3.5 py-1.5 text-sm font-medium text-ink ring-1 ring-line-strong transition-colors ring-inset select-none hover:bg-surface-muted has-[:checked]:bg-surface-inverse has-[:checked]:text-ink-inverse has-[:checked]:ring-surface-inverse has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name={`${typeId}-type`}
                value={FEEDBACK_TYPE[name]}
                checked={type.field.value === FEEDBACK_TYPE[name]}
                onChange={() => type.field.onChange(FEEDBACK_TYPE[name])}
                onBlur={type.field.onBlur}
                className="sr-only"
              />
              {intl.formatMessage(feedbackTypeMessages[name])}
            </label>
          ))}
        </div>
        {typeProblem ? (
          <p id={`${typeId}-error`} className="mt-1.5 text-sm text-red-700">
            {typeProblem}
          </p>
        ) : null}
      </fieldset>
      <TextArea
        label={intl.formatMessage(m.content)}
        hint={intl.formatMessage(m.contentHint)}
        error={problem(errors.content?.message)}
        required
        dir="auto"
        rows={4}
        maxLength={FEEDBACK_CONTENT_MAX_LENGTH}
        {...register('content')}
      />
      <section aria-labelledby={attachmentsId} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h3 id={attachmentsId} className="text-sm font-medium text-ink">
              {intl.formatMessage(m.attachments)}
            </h3>
            <p className="text-sm text-ink-muted">
              {intl.formatMessage(m.attachmentsHint, { max: FEEDBACK_ATTACHMENTS_MAX })}
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            icon={<Icon icon={imageIcon} size={16} />}
            aria-disabled={full || undefined}
            onClick={() => {
              if (full) setPickProblem(m.uploadLimit);
              else fileInput.current?.click();
            }}
          >
            {intl.formatMessage(m.attach)}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept={FEEDBACK_FILE_ACCEPT}
            multiple
            hidden
            aria-label={intl.formatMessage(m.attach)}
            onChange={pick}
          />
        </div>
        {attachments.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {attachments.map((attachment) => (
              <li key={attachment.id} className="max-w-full">
                <AttachmentChip
                  name={attachment.name}
                  maxNameLength={FEEDBACK_FILE_NAME_SHOWN}
                  uploading={attachment.uploading}
                  onRemove={() => {
                    setPickProblem(undefined);
                    onRemoveAttachment(attachment.id);
                  }}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {attachProblem ? (
          <p role="alert" className="text-sm text-red-700">
            {attachProblem}
          </p>
        ) : null}
      </section>
      <EmailField
        label={intl.formatMessage(m.email)}
        required
        error={ruleMessage(errors.email)}
        {...register('email')}
      />
      <div className="flex justify-end gap-3 pt-1">
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage(commonMessages.cancel)}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {intl.formatMessage(m.send)}
        </Button>
      </div>
    </form>
  );
}
