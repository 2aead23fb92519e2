import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { paidMediaMessages } from '../../../components/messages/paid-media-messages.ts';
import type { MassMessageFormValues } from '../../../contract/rules/mass-message-form.ts';
import { CHOICE_TILE_CLASS } from './choice-tile.ts';
import { massMessagesMessages as m } from './mass-messages-messages.ts';

const KINDS: readonly MassMessageFormValues['media_kind'][] = ['none', 'pictures', 'video'];

/**
 * What a mass message carries beside its text: nothing (a free text), pictures or one video (each
 * then paid), as native radios like the audience's (a headless group would weigh on the screen).
 */
export function MediaKindField({ input }: { input: UseFormRegisterReturn<'media_kind'> }) {
  const intl = useIntl();
  const label = (kind: MassMessageFormValues['media_kind']) =>
    intl.formatMessage(kind === 'none' ? m.textOnly : paidMediaMessages[kind]);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">{intl.formatMessage(m.media)}</legend>
      <div className="grid grid-cols-3 gap-2">
        {KINDS.map((kind) => (
          <label key={kind} className={CHOICE_TILE_CLASS}>
            <input type="radio" value={kind} className="h-4 w-4 shrink-0 accent-brand-600" {...input} />
            {label(kind)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
