import type { AppDeps } from '../../lib/deps';
import { storeImage, type StoredImage } from '../../lib/images';

/** Uploads are images only: checked by content, re-encoded, stored through deps.storage. */
export function fileService(deps: AppDeps) {
  return {
    uploadImage: (bytes: Buffer): Promise<StoredImage> => storeImage(deps.storage, bytes),
  };
}
