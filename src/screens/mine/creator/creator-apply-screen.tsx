import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Redirect, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { useApplyCreator } from '../../../api/apply-creator.ts';
import { ApiError } from '../../../api/errors.ts';
import { useUserInfo } from '../../../api/get-user-info.ts';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import type { OpenCamera } from '../../../components/organisms/photo-capture/photo-capture.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import { AUTH_STATUS } from '../../../contract/enums.ts';
import { joinDocumentRefs } from '../../../contract/rules/creator-application.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import {
  chooseIdentityType,
  creatorApplicationDraft,
  resetCreatorApplicationDraft,
  startTakingPhotos,
} from '../../../state/creator-application.ts';
import { openDialog } from '../../../state/dialogs.ts';
import { AgreementStep } from './agreement-step.tsx';
import { ApplicationPending } from './application-pending.tsx';
import { creatorApplyMessages as m } from './creator-apply-messages.ts';
import { CREATOR_STEP_PATHS, creatorStepOf } from './creator-steps.ts';
import { IdentityAgreementStep } from './identity-agreement-step.tsx';
import { TakePictureStep } from './take-picture-step.tsx';

export interface CreatorApplyScreenProps {
  /** Stories stand in for the camera (null: none); the app leaves it to the browser. */
  openCamera?: OpenCamera | null;
}

/**
 * mine/creator (spec §2, §3, §7): apply to become a creator in three steps, agreement,
 * identity agreement, take picture. Steps 2 and 3 open only from the step before; any other
 * entry goes to mine home. While an application waits for review, says so instead; after a
 * rejection, step 1 shows the reason and the member applies again.
 */
export function CreatorApplyScreen({ openCamera }: CreatorApplyScreenProps) {
  const intl = useIntl();
  const [pathname, navigate] = useLocation();
  const to = useLocalePath();
  const userInfo = useUserInfo();
  const draft = useSnapshot(creatorApplicationDraft);
  const apply = useApplyCreator();
  const step = creatorStepOf(pathname);

  // Opening step 1 starts the flow: steps 2 and 3 may follow from here.
  useEffect(() => {
    if (step === 1 && creatorApplicationDraft.reached === 0) creatorApplicationDraft.reached = 1;
  }, [step]);

  // Step 1 is every flow's start; 2 and 3 only once the step before was passed in this page.
  if (step > Math.max(draft.reached, 1)) return <Redirect to={to('/mine')} replace />;
  const info = userInfo.data;
  const pending = info?.auth_status === AUTH_STATUS.pending;
  if (pending && step > 1) return <Redirect to={to('/mine')} replace />;

  const submit = () => {
    let outcome: { ok: true; creator: boolean } | { ok: false; message: string } | null = null;
    openDialog({
      kind: 'confirm',
      title: intl.formatMessage(m.confirmTitle),
      message: intl.formatMessage(m.confirmMessage),
      confirmLabel: intl.formatMessage(m.confirmYes),
      cancelLabel: intl.formatMessage(m.confirmNo),
      action: async () => {
        const { identity, country, id, face } = creatorApplicationDraft;
        try {
          const answer = await apply.mutateAsync({
            identify: identity,
            country,
            url: joinDocumentRefs(id?.ref ?? '', face?.ref ?? ''),
          });
          outcome = { ok: true, creator: answer.auth_status === AUTH_STATUS.creator };
        } catch (error) {
          outcome = { ok: false, message: error instanceof ApiError ? error.message : String(error) };
        }
      },
      next: () => {
        if (!outcome) return;
        // Either way the flow ends at mine home (spec §7, §8).
        const home = () => navigate(to('/mine'), { replace: true });
        if (outcome.ok) {
          resetCreatorApplicationDraft();
          openDialog({
            kind: 'alert',
            title: intl.formatMessage(m.successTitle),
            message: intl.formatMessage(outcome.creator ? m.successApproved : m.successPending),
          });
          home();
        } else {
          openDialog({
            kind: 'alert',
            title: intl.formatMessage(m.failedTitle),
            message: outcome.message,
            onClosed: home,
          });
        }
      },
    });
  };

  const goTo = (next: 2 | 3) => navigate(to(CREATOR_STEP_PATHS[next]));
  return (
    <div className="mx-auto w-full max-w-[720px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar variant="page" className="mb-6" back={<BackButton />} title={intl.formatMessage(m.title)} />
      {!info ? null : pending ? (
        <ApplicationPending />
      ) : step === 1 ? (
        <AgreementStep
          rejectionReason={info.creator_review_note}
          onChoose={(identity) => {
            chooseIdentityType(identity);
            goTo(2);
          }}
        />
      ) : step === 2 ? (
        <IdentityAgreementStep
          identity={draft.identity}
          onStart={() => {
            startTakingPhotos();
            goTo(3);
          }}
        />
      ) : (
        <TakePictureStep onSubmit={submit} {...(openCamera !== undefined ? { openCamera } : {})} />
      )}
    </div>
  );
}
