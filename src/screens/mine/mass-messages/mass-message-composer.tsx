import { lazy, Suspense, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/errors.ts';
import { useSendMassMessage } from '../../../api/send-mass-message.ts';
import { uploadImage } from '../../../api/upload-image.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { Checkbox } from '../../../components/atoms/checkbox/checkbox.tsx';
import { TextField } from '../../../components/atoms/text-field/text-field.tsx';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import {
  PaidPicturesField,
  releasePictures,
  useReleaseOnUnmount,
  type ChosenPicture,
} from '../../../components/molecules/paid-pictures-field/paid-pictures-field.tsx';
import { usePaidMessageRuleText } from '../../../components/molecules/paid-pictures-field/paid-message-rule-text.ts';
import type { ChosenVideo } from '../../../components/molecules/paid-video-field/paid-video-field.tsx';
import { TextArea } from '../../../components/molecules/text-area/text-area.tsx';
import { CHAT_TEXT_MAX_LENGTH } from '../../../contract/chat/chat-rules.ts';
import {
  MASS_MESSAGE_RULE_ERROR,
  massMessageFormSchema,
  type MassMessageFormValues,
} from '../../../contract/rules/mass-message-form.ts';
import {
  MASS_MESSAGE_SCHEDULE_MAX_DAYS,
  MASS_MESSAGE_SPENT_MAX,
  MASS_MESSAGE_SPENT_MIN,
} from '../../../contract/rules/mass-message-rules.ts';
import { PAID_MESSAGE_PRICE_MIN } from '../../../contract/rules/paid-message-rules.ts';
import { POST_PRICE_MAX } from '../../../contract/rules/publish-limits.ts';
import { newClientKey } from '../../../features/payment/client-key.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { showPopup } from '../../../state/popup.ts';
import { AudienceField } from './audience-field.tsx';
import { MediaKindField } from './media-kind-field.tsx';
import { massMessagesMessages as m } from './mass-messages-messages.ts';

// The date picker (react-aria) loads when the creator turns "Send later" on, not with the screen.
const DateTimePicker = lazy(() =>
  import('../../../components/molecules/date-time-picker/date-time-picker.tsx').then((module) => ({
    default: module.DateTimePicker,
  })),
);

// The video field loads when the creator chooses to attach a video (the screen's size budget).
const PaidVideoField = lazy(() =>
  import('../../../components/molecules/paid-video-field/paid-video-field.tsx').then((module) => ({
    default: module.PaidVideoField,
  })),
);

const HOUR_MS = 3600_000;

/** An hour from `nowMs`, on the hour: the time "Send later" starts from. */
const nextHourAfter = (nowMs: number) => Math.ceil((nowMs + HOUR_MS) / HOUR_MS) * HOUR_MS;

const blank = (nowMs: number): MassMessageFormValues => ({
  audience: 'subscribers',
  plan_id: 0,
  list_id: 0,
  min_amount: '',
  text: '',
  media_kind: 'none',
  pictures: 0,
  video: 0,
  price: '',
  schedule: false,
  send_at: nextHourAfter(nowMs),
});

/** What the send call takes of the media: the pictures' or the video's upload ids. */
type MassMessageSend = Parameters<ReturnType<typeof useSendMassMessage>['mutateAsync']>[0];

/** Uploads the chosen kind of media (pictures at once, or the one video); none for a text. */
async function uploadMedia(
  kind: MassMessageFormValues['media_kind'],
  pictures: readonly ChosenPicture[],
  video: ChosenVideo | null,
): Promise<Pick<MassMessageSend, 'media' | 'video'>> {
  if (kind === 'pictures') {
    const uploaded = await Promise.all(pictures.map((picture) => uploadImage(picture.file)));
    return { media: uploaded.map((picture) => picture.uploadId) };
  }
  if (kind === 'video' && video) {
    // The resumable upload (hashing, parts) loads only when a video is sent.
    const { uploadVideo } = await import('../../../api/upload-video.ts');
    return { media: [], video: (await uploadVideo(video.file)).uploadId };
  }
  return { media: [] };
}

export interface MassMessageComposerProps {
  /** The present a scheduled time is checked against (stories fix it). @default the clock's */
  now?: Date;
  /** The day's limit is reached: the composer says so and does not send. @default false */
  limitReached?: boolean;
  /** Whether the fan lists' manager is open beside the composer. */
  managingLists?: boolean;
  /** "Manage lists" beside the list picker: opens or closes the manager. */
  onManageLists?: () => void;
}

/**
 * The mass message composer (issue 25): the audience with its live count, the text, optional
 * pictures or one video with their price (the chat's paid message rule: each fan's copy is a paid
 * message unlocked by that fan's payment), now or at a time up to 30 days ahead. The contract's
 * schema checks every field as the server does; the media are uploaded, then the message is sent
 * once per composed message (its client key); the server's refusals show above the send button.
 */
export function MassMessageComposer({
  now,
  limitReached = false,
  managingLists = false,
  onManageLists,
}: MassMessageComposerProps) {
  const intl = useIntl();
  // Read when the form is checked or sent, so a scheduled time is measured from that moment.
  const clock = () => now?.getTime() ?? Date.now();
  const [startedAt] = useState(clock);
  const send = useSendMassMessage();
  const paidRuleText = usePaidMessageRuleText();
  const [pictures, setPictures] = useState<ChosenPicture[]>([]);
  const [video, setVideo] = useState<ChosenVideo | null>(null);
  useReleaseOnUnmount(video ? [...pictures, video] : pictures);
  // One key per composed message: a retried send answers the mass message it made.
  const [clientKey, setClientKey] = useState(newClientKey);
  const { register, handleSubmit, formState, setValue, setError, reset, watch, trigger } = useZodForm(
    massMessageFormSchema(clock),
    { defaultValues: blank(startedAt), mode: 'onSubmit' },
  );
  const { errors } = formState;
  const [audience, planId, listId, minAmount, text, schedule, sendAt, mediaKind] = watch([
    'audience',
    'plan_id',
    'list_id',
    'min_amount',
    'text',
    'schedule',
    'send_at',
    'media_kind',
  ]);

  const messageOf = (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    switch (error.message) {
      case MASS_MESSAGE_RULE_ERROR.plan:
        return intl.formatMessage(m.planRule);
      case MASS_MESSAGE_RULE_ERROR.list:
        return intl.formatMessage(m.listRule);
      case MASS_MESSAGE_RULE_ERROR.minAmount:
        return intl.formatMessage(m.minAmountRule, {
          min: formatPrice(intl, MASS_MESSAGE_SPENT_MIN),
          max: formatPrice(intl, MASS_MESSAGE_SPENT_MAX),
        });
      case MASS_MESSAGE_RULE_ERROR.text:
        return intl.formatMessage(m.textRule);
      case MASS_MESSAGE_RULE_ERROR.textLength:
        return intl.formatMessage(m.textLengthRule, { max: CHAT_TEXT_MAX_LENGTH });
      case MASS_MESSAGE_RULE_ERROR.schedule:
        return intl.formatMessage(m.scheduleRule, { days: MASS_MESSAGE_SCHEDULE_MAX_DAYS });
      default:
        return paidRuleText(error.message) ?? error.message;
    }
  };

  const recheck = { shouldValidate: formState.isSubmitted };
  const choosePictures = (next: ChosenPicture[]) => {
    setPictures(next);
    setValue('pictures', next.length, recheck);
  };
  // The kind decides which field's rule applies: once shown, every rule is checked again.
  const recheckAll = () => {
    if (formState.isSubmitted) void trigger();
  };
  const chooseVideo = (next: ChosenVideo | null) => {
    setVideo(next);
    setValue('video', next ? 1 : 0, recheck);
  };

  const submit = handleSubmit(async (draft) => {
    let media: Pick<MassMessageSend, 'media' | 'video'>;
    try {
      media = await uploadMedia(mediaKind, pictures, video);
    } catch (error) {
      const field = mediaKind === 'video' ? 'video' : 'pictures';
      const message =
        error instanceof ApiError && error.message
          ? error.message
          : intl.formatMessage(field === 'video' ? m.videoUploadFailed : m.uploadFailed);
      setError(field, { type: 'server', message });
      return;
    }
    try {
      const made = await send.mutateAsync({ ...draft, ...media, client_key: clientKey });
      setClientKey(newClientKey());
      releasePictures(video ? [...pictures, video] : pictures);
      setPictures([]);
      setVideo(null);
      reset(blank(clock()));
      showPopup(intl.formatMessage(made.status === 'scheduled' ? m.scheduledPopup : m.sentPopup));
    } catch (error) {
      const message =
        error instanceof ApiError && error.message ? error.message : intl.formatMessage(m.failed);
      setError('root.server', { type: 'server', message });
    }
  });

  const serverError = errors.root?.server?.message;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <AudienceField
        audience={audience}
        planId={Number(planId) || 0}
        minAmount={minAmount}
        listId={Number(listId) || 0}
        audienceInput={register('audience')}
        planInput={register('plan_id', { valueAsNumber: true })}
        listInput={register('list_id', { valueAsNumber: true })}
        listError={messageOf(errors.list_id)}
        managingLists={managingLists}
        onManageLists={onManageLists}
        minAmountInput={register('min_amount')}
        planError={messageOf(errors.plan_id)}
        minAmountError={messageOf(errors.min_amount)}
      />
      <TextArea
        label={intl.formatMessage(m.text)}
        hint={intl.formatMessage(m.textHint)}
        error={messageOf(errors.text)}
        maxLength={CHAT_TEXT_MAX_LENGTH}
        rows={4}
        {...register('text')}
        value={text}
      />
      <MediaKindField input={register('media_kind', { onChange: recheckAll })} />
      {mediaKind === 'pictures' ? (
        <PaidPicturesField
          pictures={pictures}
          onChange={choosePictures}
          error={messageOf(errors.pictures)}
          inputTestId="mass-message-pictures"
        />
      ) : mediaKind === 'video' ? (
        <Suspense fallback={null}>
          <PaidVideoField
            video={video}
            onChange={chooseVideo}
            error={messageOf(errors.video)}
            inputTestId="mass-message-video"
          />
        </Suspense>
      ) : null}
      {mediaKind !== 'none' ? (
        <TextField
          required
          label={intl.formatMessage(mediaKind === 'video' ? m.priceVideo : m.price)}
          hint={intl.formatMessage(m.priceHint, {
            min: formatPrice(intl, PAID_MESSAGE_PRICE_MIN),
            max: formatPrice(intl, POST_PRICE_MAX),
          })}
          error={messageOf(errors.price)}
          inputMode="decimal"
          autoComplete="off"
          {...register('price')}
        />
      ) : null}
      {/* A native checkbox: Headless UI's switch would add 13 kB to this screen's chunk. */}
      <Checkbox
        label={intl.formatMessage(m.schedule)}
        description={intl.formatMessage(m.scheduleHint, { days: MASS_MESSAGE_SCHEDULE_MAX_DAYS })}
        {...register('schedule')}
      />
      {schedule ? (
        <div className="flex flex-col gap-2">
          <Suspense fallback={null}>
            <DateTimePicker
              label={intl.formatMessage(m.sendAt)}
              defaultValue={new Date(sendAt)}
              onChange={(at) => setValue('send_at', at.getTime(), { shouldValidate: formState.isSubmitted })}
              latest={new Date(startedAt + MASS_MESSAGE_SCHEDULE_MAX_DAYS * 86_400_000)}
              {...(now ? { now } : {})}
            />
          </Suspense>
          {errors.send_at ? (
            <p role="alert" className="text-sm text-red-700">
              {messageOf(errors.send_at)}
            </p>
          ) : null}
        </div>
      ) : null}
      {serverError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {serverError}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="gradient"
        loading={formState.isSubmitting}
        disabled={limitReached}
        className="self-start"
      >
        {intl.formatMessage(schedule ? m.scheduleSend : m.sendNow)}
      </Button>
    </form>
  );
}
