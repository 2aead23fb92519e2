import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { uploadImage } from '../../api/upload-image.ts';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { checkIcon, plusIcon } from '../../components/atoms/icon/icons.ts';
import { MediaImage } from '../../components/atoms/media-image/media-image.tsx';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { PLAN_PICTURE_UPLOADS_MAX, PLAN_PRESET_PICTURES } from '../../contract/rules/plan-rules.ts';
import { showPopup } from '../../state/popup.ts';
import { canAddPictureUpload } from '../../contract/rules/plan-form-rules.ts';
import { planManagerMessages as m } from './plan-manager-messages.ts';

const PRESET_URLS = PLAN_PRESET_PICTURES.map((preset) => preset.url);
const ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';
const TOTAL = PLAN_PICTURE_UPLOADS_MAX + PLAN_PRESET_PICTURES.length;

export interface PlanPicturePickerProps {
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

/**
 * The plan picture (spec §5, §9): one of the 3 presets or of up to 7 uploaded images; the counter
 * reads "uploads + 3 / 10", and an 8th upload says info.upToTen instead of opening the picker.
 */
export function PlanPicturePicker({ value, onChange, error }: PlanPicturePickerProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  // The plan's own uploaded picture (editing) counts as one of the uploads.
  const [uploads, setUploads] = useState<string[]>(() =>
    value && !PRESET_URLS.includes(value) ? [value] : [],
  );
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState(false);
  const choices = [...PRESET_URLS, ...uploads];

  const pick = () => {
    if (!canAddPictureUpload(uploads.length)) {
      showPopup(intl.formatMessage(m.upToTen));
      return;
    }
    input.current?.click();
  };
  const upload = async (file: File) => {
    setUploading(true);
    setFailed(false);
    try {
      const { path } = await uploadImage(file);
      setUploads((list) => [...list, path]);
      onChange(path);
    } catch (caught) {
      if (!(caught instanceof DOMException && caught.name === 'AbortError')) setFailed(true);
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 flex w-full items-center justify-between text-sm font-medium text-ink">
        <span>{intl.formatMessage(m.picture)}</span>
        <span className="text-xs font-normal text-ink-muted" data-testid="picture-count">
          {intl.formatMessage(m.pictureCount, { count: choices.length, max: TOTAL })}
        </span>
      </legend>
      <div role="radiogroup" aria-label={intl.formatMessage(m.picture)} className="grid grid-cols-5 gap-2">
        {choices.map((url, index) => {
          const chosen = url === value;
          return (
            <button
              key={url}
              type="button"
              role="radio"
              aria-checked={chosen}
              aria-label={intl.formatMessage(m.pictureChoice, { number: index + 1 })}
              onClick={() => onChange(url)}
              className={`relative aspect-square overflow-hidden rounded-control ring-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${chosen ? 'ring-brand-600' : 'ring-transparent'}`}
            >
              <MediaImage src={url} alt="" aspectRatio={1} className="h-full w-full" />
              {chosen ? (
                <span className="absolute end-1 top-1 flex h-5 w-5 items-center justify-center rounded-full bg-brand-600 text-white">
                  <Icon icon={checkIcon} size={14} />
                </span>
              ) : null}
            </button>
          );
        })}
        <button
          type="button"
          onClick={pick}
          disabled={uploading}
          aria-label={intl.formatMessage(uploading ? m.pictureUploading : m.pictureUpload)}
          className="flex aspect-square items-center justify-center rounded-control border-2 border-dashed border-line-strong text-ink-muted hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {uploading ? <Spinner size={20} /> : <Icon icon={plusIcon} size={22} />}
        </button>
      </div>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="plan-picture-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {intl.formatMessage(m.pictureFailed)}
        </p>
      ) : null}
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
