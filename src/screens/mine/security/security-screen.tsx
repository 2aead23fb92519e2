import { useIntl } from 'react-intl';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import { DevicesSection } from '../../../features/devices/devices-section.tsx';
import { TwoFactorSection } from '../../../features/two-factor/two-factor-section.tsx';
import { twoFactorMessages } from '../../../features/two-factor/two-factor-messages.ts';

/**
 * mine/security (issue 26): how the member's account is protected at login. A thin composition
 * of sections, each a feature of its own: two-factor authentication, then the devices logged in.
 */
export function SecurityScreen() {
  const intl = useIntl();
  return (
    <div className="mx-auto w-full max-w-[560px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar
        variant="page"
        className="mb-6"
        back={<BackButton />}
        title={intl.formatMessage(twoFactorMessages.loginSecurity)}
      />
      <div className="flex flex-col gap-6">
        <TwoFactorSection />
        <DevicesSection />
      </div>
    </div>
  );
}
