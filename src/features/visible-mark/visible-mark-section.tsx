import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/errors.ts';
import { useUserInfo } from '../../api/get-user-info.ts';
import { useSetVisibleMark, useVisibleMark } from '../../api/visible-mark.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { Switch } from '../../components/atoms/switch/switch.tsx';
import { useZodForm } from '../../components/molecules/form/use-zod-form.ts';
import { Select } from '../../components/molecules/select/select.tsx';
import { VisibleMarkPreview } from '../../components/molecules/visible-mark-preview/visible-mark-preview.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import {
  VISIBLE_MARK_OPACITY,
  VISIBLE_MARK_PLACEMENTS,
  visibleMarkSettingSchema,
  visibleMarkText,
  type VisibleMark,
  type VisibleMarkPlacement,
} from '../../contract/visible-mark.ts';
import { showPopup } from '../../state/popup.ts';
import { FormRefusal } from '../two-factor/form-refusal.tsx';
import { visibleMarkMessages as m } from './visible-mark-messages.ts';

const PLACEMENT_TEXT = {
  'bottom-right': m.bottomRight,
  'bottom-left': m.bottomLeft,
  'top-right': m.topRight,
  'top-left': m.topLeft,
  center: m.center,
  tiled: m.tiled,
} as const satisfies Record<VisibleMarkPlacement, unknown>;

/** The form over a loaded setting: on/off, placement, opacity, a live preview, Save. */
function VisibleMarkForm({ mark, username }: { mark: VisibleMark; username: string }) {
  const intl = useIntl();
  const save = useSetVisibleMark();
  const [refusal, setRefusal] = useState<string>();
  const { control, handleSubmit, formState, watch, reset } = useZodForm(visibleMarkSettingSchema, {
    defaultValues: { enabled: mark.enabled, placement: mark.placement, opacity: mark.opacity },
  });
  // A saved answer becomes the form's new starting point (Save greys out until the next change).
  useEffect(
    () => reset({ enabled: mark.enabled, placement: mark.placement, opacity: mark.opacity }),
    [mark.enabled, mark.placement, mark.opacity, reset],
  );
  const { field: enabled } = useController({ control, name: 'enabled' });
  const { field: placement } = useController({ control, name: 'placement' });
  const { field: opacity } = useController({ control, name: 'opacity' });
  const values = watch();
  const text = visibleMarkText(username, mark.site);
  const percent = (value: number) => intl.formatMessage(m.opacityValue, { value: value / 100 });
  const submit = handleSubmit(async (setting) => {
    setRefusal(undefined);
    try {
      await save.mutateAsync(setting);
      showPopup(intl.formatMessage(m.saved));
    } catch (error) {
      setRefusal(error instanceof ApiError && error.message ? error.message : intl.formatMessage(m.failed));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Switch
        label={intl.formatMessage(m.on)}
        description={intl.formatMessage(m.onDescription)}
        checked={enabled.value}
        onChange={enabled.onChange}
        name={enabled.name}
      />
      <Select
        label={intl.formatMessage(m.placement)}
        options={VISIBLE_MARK_PLACEMENTS.map((value) => ({
          value,
          label: intl.formatMessage(PLACEMENT_TEXT[value]),
        }))}
        value={placement.value}
        onChange={placement.onChange}
        disabled={!values.enabled}
        name={placement.name}
      />
      <label className="flex flex-col gap-1.5">
        <span className="flex items-center justify-between text-sm font-semibold text-ink">
          {intl.formatMessage(m.opacity)}
          <span aria-hidden="true" className="font-normal text-ink-muted tabular-nums">
            {percent(opacity.value)}
          </span>
        </span>
        <input
          type="range"
          min={VISIBLE_MARK_OPACITY.min}
          max={VISIBLE_MARK_OPACITY.max}
          step={VISIBLE_MARK_OPACITY.step}
          value={opacity.value}
          disabled={!values.enabled}
          aria-label={intl.formatMessage(m.opacity)}
          aria-valuetext={percent(opacity.value)}
          onChange={(event) => opacity.onChange(Number(event.target.value))}
          onBlur={opacity.onBlur}
          name={opacity.name}
          className="w-full accent-brand-600 disabled:opacity-50"
        />
      </label>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-ink">{intl.formatMessage(m.preview)}</span>
        <VisibleMarkPreview
          text={text}
          on={values.enabled}
          placement={values.placement}
          opacity={values.opacity}
          label={
            values.enabled
              ? intl.formatMessage(m.previewLabel, {
                  text,
                  placement: intl.formatMessage(PLACEMENT_TEXT[values.placement]),
                  value: values.opacity / 100,
                })
              : intl.formatMessage(m.previewOff)
          }
        />
        <span className="text-xs text-ink-muted">{intl.formatMessage(m.previewNote)}</span>
      </div>
      <FormRefusal message={refusal} />
      <Button
        type="submit"
        className="self-start"
        disabled={!formState.isDirty}
        loading={formState.isSubmitting}
      >
        {intl.formatMessage(m.save)}
      </Button>
    </form>
  );
}

export interface VisibleMarkSectionProps {
  /** The heading's level where the section sits. @default 2 */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A creator's visible watermark (issue 26): off by default; on, every viewer's copy of an unlocked
 * picture carries their own `@username · host` where the creator placed it, as opaque as chosen
 * (10 to 60 %), previewed live. The server draws it when it serves the picture.
 */
export function VisibleMarkSection({ headingLevel = 2, className = '' }: VisibleMarkSectionProps) {
  const intl = useIntl();
  const mark = useVisibleMark();
  const userInfo = useUserInfo();
  const username = userInfo.data?.username ?? '';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="visible-mark-title" className={`flex flex-col gap-3 ${className}`}>
      <Heading id="visible-mark-title" className="text-lg font-bold text-ink">
        {intl.formatMessage(m.title)}
      </Heading>
      <p className="text-sm text-ink-muted">{intl.formatMessage(m.intro)}</p>
      <AsyncContent
        // The sample picture is marked with the creator's username: it waits for it too, so it
        // never shows a mark without a name while the name is loading.
        status={mark.status === 'success' && userInfo.isPending ? 'pending' : mark.status}
        data={mark.data}
        error={mark.error}
        onRetry={() => void mark.refetch()}
        retrying={mark.isFetching}
        loading={
          <div aria-busy="true" className="flex flex-col gap-3">
            <Skeleton className="h-10 w-full rounded-control" />
            <Skeleton className="aspect-[3/2] w-full rounded-card" />
          </div>
        }
      >
        {(data) => <VisibleMarkForm mark={data} username={username} />}
      </AsyncContent>
    </section>
  );
}
