import { Description, Field, Label, Radio, RadioGroup } from '@headlessui/react';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { z } from 'zod/mini';
import { useOpsSettings, useUpdateSettings } from '../../../api/ops-settings.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import {
  platformSettingsSchema,
  POST_REVIEW_MODES,
  type PostReviewMode,
} from '../../../contract/operators.ts';
import { opsQueueMessages } from '../ops-messages.ts';
import { FormRefusal, useRefusalText } from '../ops-sign-in/form-refusal.tsx';
import { opsSettingsMessages as m } from './ops-settings-messages.ts';

type Settings = z.output<typeof platformSettingsSchema>;
type ModeTexts = Record<PostReviewMode, { label: MessageDescriptor; hint: MessageDescriptor }>;

/** Each setting: its heading and what each of its two modes means. */
const SETTINGS: { name: keyof Settings; title: MessageDescriptor; modes: ModeTexts }[] = [
  {
    name: 'reviewMode',
    title: m.reviewTitle,
    modes: { manual: { label: m.manual, hint: m.manualHint }, auto: { label: m.auto, hint: m.autoHint } },
  },
  {
    name: 'creatorReviewMode',
    title: m.creatorTitle,
    modes: {
      manual: { label: m.creatorManual, hint: m.creatorManualHint },
      auto: { label: m.creatorAuto, hint: m.creatorAutoHint },
    },
  },
];

/** One setting's two modes as a radio group under its heading. */
function ModeChoice({
  control,
  setting,
  onChange,
}: {
  control: Control<Settings>;
  setting: (typeof SETTINGS)[number];
  onChange: () => void;
}) {
  const intl = useIntl();
  const { field } = useController({ control, name: setting.name });
  const headingId = `ops-settings-${setting.name}`;
  return (
    <section className="flex flex-col gap-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {intl.formatMessage(setting.title)}
      </h2>
      <RadioGroup
        value={field.value}
        onChange={(value: PostReviewMode) => {
          field.onChange(value);
          onChange();
        }}
        aria-labelledby={headingId}
        className="flex flex-col gap-2"
      >
        {POST_REVIEW_MODES.map((mode) => (
          <Field key={mode}>
            <Radio
              value={mode}
              className="group flex min-h-11 cursor-pointer gap-3 rounded-card p-4 ring-1 ring-line focus-visible:outline-2 focus-visible:outline-brand-600 data-checked:ring-2 data-checked:ring-brand-600"
            >
              <span
                aria-hidden="true"
                className="mt-1 size-4 shrink-0 rounded-full ring-2 ring-line-strong group-data-checked:bg-brand-600 group-data-checked:ring-brand-600"
              />
              <span className="flex flex-col gap-1">
                <Label className="font-medium text-ink">
                  {intl.formatMessage(setting.modes[mode].label)}
                </Label>
                <Description className="text-sm text-ink-muted">
                  {intl.formatMessage(setting.modes[mode].hint)}
                </Description>
              </span>
            </Radio>
          </Field>
        ))}
      </RadioGroup>
    </section>
  );
}

/** The form, once the settings in force are known. */
function SettingsForm({ settings }: { settings: Settings }) {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const update = useUpdateSettings();
  const [outcome, setOutcome] = useState<{ saved: boolean; refusal: string | null }>({
    saved: false,
    refusal: null,
  });
  const { handleSubmit, control, formState } = useZodForm(platformSettingsSchema, {
    defaultValues: settings,
  });
  const submit = handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      setOutcome({ saved: true, refusal: null });
    } catch (error) {
      setOutcome({ saved: false, refusal: refusalText(error) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      {SETTINGS.map((setting) => (
        <ModeChoice
          key={setting.name}
          control={control}
          setting={setting}
          onChange={() => setOutcome({ saved: false, refusal: null })}
        />
      ))}
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          {intl.formatMessage(m.save)}
        </Button>
      </div>
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {outcome.saved ? intl.formatMessage(m.saved) : null}
      </p>
      <FormRefusal id="ops-settings-refusal" message={outcome.refusal} />
    </form>
  );
}

/** /{lang}/ops/settings (admins): whether new posts and creator applications wait for an operator. */
export function OpsSettingsScreen() {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const query = useOpsSettings();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink">{intl.formatMessage(opsQueueMessages.settings)}</h1>
      {query.isPending ? (
        <div aria-busy="true">
          <Skeleton className="h-40" />
        </div>
      ) : query.isError ? (
        <p role="alert">{refusalText(query.error)}</p>
      ) : (
        <SettingsForm settings={query.data} />
      )}
    </div>
  );
}
