/**
 * The tile of a saved image whose original is encrypted (a locked post being edited; spec §7):
 * its thumbnail is the decrypted Blob URL, none while it decrypts or if that fails. Loaded only
 * when the form has such a file (publish-files.tsx).
 */
import { useImageSource } from '../../api/use-image-source.ts';
import { UploadTile } from '../../components/molecules/upload-tile/upload-tile.tsx';
import type { PostUpload } from './use-post-uploads.ts';

export interface FileTileProps {
  item: PostUpload;
  onRemove: () => void;
  onRetry?: (() => void) | undefined;
}

export function EncryptedFileTile({ item, onRemove, onRetry }: FileTileProps) {
  const saved = useImageSource(item.preview);
  return (
    <UploadTile
      item={{ ...item, url: '' }}
      previewSrc={saved.src ?? undefined}
      onRemove={onRemove}
      onRetry={onRetry}
      resumed={item.resumed}
    />
  );
}
