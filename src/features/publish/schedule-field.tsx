import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Switch } from '../../components/atoms/switch/switch.tsx';
import { publishMessages as m } from './publish-messages.ts';

// The date picker (react-aria) loads when a creator turns scheduling on, not with the form.
const DateTimePicker = lazy(() =>
  import('../../components/molecules/date-time-picker/date-time-picker.tsx').then((m) => ({
    default: m.DateTimePicker,
  })),
);

/** Publishing later (spec §5): the switch, then the time, and its error when it is past. */
export function ScheduleField({
  schedule,
  onScheduleChange,
  displayAt,
  onDisplayAtChange,
  error,
}: {
  schedule: boolean;
  onScheduleChange: (on: boolean) => void;
  displayAt: Date;
  onDisplayAtChange: (date: Date) => void;
  error?: string;
}) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-3">
      <Switch
        label={intl.formatMessage(m.scheduleLabel)}
        description={intl.formatMessage(m.scheduleHint)}
        checked={schedule}
        onChange={onScheduleChange}
      />
      {schedule ? (
        <>
          <Suspense fallback={null}>
            <DateTimePicker
              label={intl.formatMessage(m.scheduleTime)}
              defaultValue={displayAt}
              onChange={onDisplayAtChange}
            />
          </Suspense>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
