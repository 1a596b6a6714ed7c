import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES } from '@bazaar/contracts/constants';
import type { ImageContentType } from '@bazaar/sdk/media';
import type { siteClient } from '../platform';
import type { PictureDraft } from './product-draft';

const EXTENSION: Record<ImageContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

const isImageType = (type: string): type is ImageContentType =>
  (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type);

/**
 * A plain name the platform accepts (letters, digits, dots, hyphens), ending as its type says:
 * "Summer photo (1).JPG" becomes "Summer-photo-1-.jpg".
 */
export function uploadNameOf(name: string, type: ImageContentType): string {
  const stem = name
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '');
  return `${(stem || 'picture').slice(0, 90)}.${EXTENSION[type]}`;
}

/** Why a file cannot be a picture, in a sentence; undefined when it can. */
export function refusalOf(file: File): string | undefined {
  if (!isImageType(file.type)) return `${file.name} is not a PNG, JPEG, WebP or SVG picture.`;
  if (file.size > MAX_UPLOAD_BYTES) return `${file.name} is larger than 5 MB.`;
  return undefined;
}

/** Uploads a picture to the platform; it joins the product's gallery when the product is saved. */
export async function uploadPicture(
  client: ReturnType<typeof siteClient>,
  file: File,
): Promise<PictureDraft> {
  const type = file.type as ImageContentType;
  const { file: uploaded } = await client.files.uploadImage(uploadNameOf(file.name, type), file, type);
  return { mediaId: uploaded._id, url: uploaded.url, title: uploaded.fileName, forChoice: '' };
}
