import { useIntl } from 'react-intl';
import { Button } from '../../components/atoms/button/button.tsx';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { sparklesIcon } from '../../components/atoms/icon/icons.ts';
import { useOpenInterestsPicker } from '../../features/interests-picker/open-interests-picker.tsx';
import { dismissInterestsPrompt } from '../../state/interests-prompt.ts';
import { memberHomeMessages as m } from './member-home-messages.ts';

/** Home's offer of the interested-topics picker to a member who has not picked yet (spec §2 Dialogs). */
export function InterestsPrompt() {
  const intl = useIntl();
  const openPicker = useOpenInterestsPicker();
  return (
    <section
      aria-labelledby="interests-prompt"
      className="mb-4 flex flex-col gap-3 rounded-card bg-brand-50 p-4 ring-1 ring-brand-100 sm:flex-row sm:items-center"
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-surface text-brand-600">
        <Icon icon={sparklesIcon} size={20} />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="interests-prompt" className="font-semibold text-ink">
          {intl.formatMessage(m.interestsTitle)}
        </h2>
        <p className="text-sm text-ink-muted">{intl.formatMessage(m.interestsBody)}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="ghost" size="sm" onClick={dismissInterestsPrompt}>
          {intl.formatMessage(m.interestsLater)}
        </Button>
        <Button size="sm" onClick={openPicker}>
          {intl.formatMessage(m.interestsChoose)}
        </Button>
      </div>
    </section>
  );
}
