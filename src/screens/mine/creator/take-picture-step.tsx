import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../../api/errors.ts';
import { uploadDocument } from '../../../api/upload-document.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { Select } from '../../../components/molecules/select/select.tsx';
import { PhotoSlot } from '../../../components/molecules/photo-slot/photo-slot.tsx';
import { PhotoCapture, type OpenCamera } from '../../../components/organisms/photo-capture/photo-capture.tsx';
import {
  COUNTRY_CODES,
  IDENTITY_TYPES,
  type IdentityType,
} from '../../../contract/rules/creator-application.ts';
import {
  creatorApplicationDraft,
  setCreatorCountry,
  setCreatorIdentity,
  setCreatorPhoto,
  type CreatorPhotoKind,
} from '../../../state/creator-application.ts';
import { openDialog } from '../../../state/dialogs.ts';
import { creatorApplyMessages as m, identityTypeMessages } from './creator-apply-messages.ts';

/** Country names in the user's language, sorted as that language sorts them. */
function useCountryOptions() {
  const intl = useIntl();
  return useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    const collator = new Intl.Collator(intl.locale);
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [intl.locale]);
}

export interface TakePictureStepProps {
  /** Sends the application; the screen owns the confirm and the outcome dialogs. */
  onSubmit: () => void;
  /** Stories stand in for the camera; the default is the browser's. */
  openCamera?: OpenCamera | null;
}

/**
 * Step 3: the document type and its country, the ID photo (back camera) and the face photo
 * (front camera), each uploaded as it is taken, and submit. Submit first checks that both
 * photos are there and says under each one what is missing.
 */
export function TakePictureStep({ onSubmit, openCamera }: TakePictureStepProps) {
  const intl = useIntl();
  const draft = useSnapshot(creatorApplicationDraft);
  const countries = useCountryOptions();
  const [uploading, setUploading] = useState<Partial<Record<CreatorPhotoKind, boolean>>>({});
  const [errors, setErrors] = useState<Partial<Record<CreatorPhotoKind, string>>>({});
  const documentName = intl.formatMessage(identityTypeMessages[draft.identity]);
  const labels: Record<CreatorPhotoKind, string> = {
    id: intl.formatMessage(m.idPhoto, { document: documentName }),
    face: intl.formatMessage(m.facePhoto),
  };

  const upload = async (kind: CreatorPhotoKind, photo: Blob) => {
    setUploading((state) => ({ ...state, [kind]: true }));
    setErrors((state) => ({ ...state, [kind]: undefined }));
    try {
      const ref = await uploadDocument(photo);
      setCreatorPhoto(kind, { ref, previewUrl: URL.createObjectURL(photo) });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : intl.formatMessage(m.uploadFailed);
      setErrors((state) => ({ ...state, [kind]: message }));
    } finally {
      setUploading((state) => ({ ...state, [kind]: false }));
    }
  };

  const take = (kind: CreatorPhotoKind) =>
    openDialog({
      kind: 'custom',
      size: 'md',
      title: labels[kind],
      render: (close) => (
        <PhotoCapture
          facing={kind === 'face' ? 'user' : 'environment'}
          {...(openCamera !== undefined ? { openCamera } : {})}
          onUse={(photo) => {
            close();
            void upload(kind, photo);
          }}
        />
      ),
    });

  const submit = () => {
    const missing = {
      id: draft.id ? undefined : intl.formatMessage(m.idMissing),
      face: draft.face ? undefined : intl.formatMessage(m.faceMissing),
    };
    setErrors(missing);
    if (missing.id || missing.face || uploading.id || uploading.face) return;
    onSubmit();
  };

  return (
    <div className="flex flex-col gap-5">
      <h2 className="text-lg font-semibold text-ink">{intl.formatMessage(m.pictureTitle)}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select<IdentityType>
          label={intl.formatMessage(m.documentType)}
          options={IDENTITY_TYPES.map((type) => ({
            value: type,
            label: intl.formatMessage(identityTypeMessages[type]),
          }))}
          value={draft.identity}
          onChange={setCreatorIdentity}
          name="identify"
        />
        <Select<string>
          label={intl.formatMessage(m.country)}
          options={countries}
          value={draft.country}
          onChange={setCreatorCountry}
          name="country"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['id', 'face'] as const).map((kind) => (
          <PhotoSlot
            key={kind}
            label={labels[kind]}
            hint={intl.formatMessage(kind === 'id' ? m.idHint : m.faceHint)}
            previewSrc={draft[kind]?.previewUrl}
            uploading={uploading[kind] ?? false}
            error={errors[kind]}
            onTake={() => take(kind)}
          />
        ))}
      </div>
      <Button size="lg" fullWidth onClick={submit}>
        {intl.formatMessage(m.submit)}
      </Button>
    </div>
  );
}
