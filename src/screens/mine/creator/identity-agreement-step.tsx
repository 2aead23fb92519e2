import { useIntl } from 'react-intl';
import { Button } from '../../../components/atoms/button/button.tsx';
import { Icon } from '../../../components/atoms/icon/icon.tsx';
import { cameraIcon, shieldIcon } from '../../../components/atoms/icon/icons.ts';
import type { IdentityType } from '../../../contract/rules/creator-application.ts';
import { creatorApplyMessages as m, identityTypeMessages } from './creator-apply-messages.ts';

/** Step 2: what the two photos are for and how they are kept, and start-taking-photos. */
export function IdentityAgreementStep({
  identity,
  onStart,
}: {
  identity: IdentityType;
  onStart: () => void;
}) {
  const intl = useIntl();
  const documentName = intl.formatMessage(identityTypeMessages[identity]);
  return (
    <div className="flex flex-col gap-5">
      <h2 className="text-lg font-semibold text-ink">{intl.formatMessage(m.identityTitle)}</h2>
      <div className="flex flex-col gap-4 rounded-card bg-surface p-5 text-ink ring-1 ring-line/60">
        <p className="flex gap-3">
          <Icon icon={cameraIcon} size={24} className="shrink-0 text-brand-600" />
          <span>{intl.formatMessage(m.identityBody1, { document: documentName })}</span>
        </p>
        <p className="flex gap-3">
          <Icon icon={shieldIcon} size={24} className="shrink-0 text-brand-600" />
          <span>{intl.formatMessage(m.agreement4)}</span>
        </p>
        <p className="text-ink-muted">{intl.formatMessage(m.identityBody2)}</p>
      </div>
      <Button size="lg" fullWidth onClick={onStart}>
        {intl.formatMessage(m.startPhotos)}
      </Button>
    </div>
  );
}
