import type { AddProductMediaRequest, MediaItem, ProductChoicesMediaRequest } from '@bazaar/contracts';
import { ApplicationError, ValidationError } from '../../../kernel/errors.js';
import type { StoresDependencies } from '../dependencies.js';
import { changeProduct } from '../products/product-change.js';
import type { ProductRecord } from '../products/product-record.js';

/** Enough for a gallery; more would make every product read heavy. */
const MAX_MEDIA_PER_PRODUCT = 100;

function choiceOf(record: ProductRecord, option: string, choice: string, field: string) {
  const found = record.options
    .find((candidate) => candidate.name === option)
    ?.choices.find((candidate) => candidate.description === choice);
  if (!found) {
    throw new ApplicationError({
      status: 400,
      code: 'CHOICE_NOT_FOUND',
      description: `The product has no choice "${choice}" of option "${option}"`,
      data: { field },
    });
  }
  return found;
}

/**
 * A product's gallery and the pictures of its choices. Media items are files uploaded to this
 * platform; a choice refers to items of the gallery by id, so removing an item from the gallery
 * removes it from every choice too.
 */
export function createProductMedia({
  db,
  sites,
  media: images,
  storefrontUrl,
  clock,
}: Pick<StoresDependencies, 'db' | 'sites' | 'media' | 'storefrontUrl' | 'clock'>) {
  const change = async (siteId: string, id: string, edit: (record: ProductRecord) => void) => {
    const { currency } = (await sites.getSite(siteId)).settings;
    await db.transaction((tx) =>
      changeProduct(tx, { siteId, id, currency, storefrontUrl, now: clock.now() }, edit),
    );
  };

  return {
    async addProductMedia(siteId: string, id: string, media: AddProductMediaRequest['media']): Promise<void> {
      const fileIds = media.map((item, index) => {
        const fileId = item.mediaId ?? (item.url !== undefined ? images.fileIdOf(item.url) : undefined);
        if (!fileId) {
          throw ValidationError.field(
            `media[${index}]`,
            item.url !== undefined
              ? 'url must be the URL of an image uploaded to this platform (POST /media/v1/files)'
              : 'needs a mediaId or a url',
            'FORMAT',
          );
        }
        return fileId;
      });
      // Files are read before the transaction: they belong to the media domain, not to the product.
      const found = await images.findImages(siteId, [...new Set(fileIds)]);
      fileIds.forEach((fileId, index) => {
        if (!found.has(fileId))
          throw ValidationError.field(`media[${index}]`, `no uploaded image has the id ${fileId}`, 'OTHER');
      });
      await change(siteId, id, (record) => {
        const gallery = [...record.media];
        media.forEach((item, index) => {
          const fileId = fileIds[index] as string;
          const image = found.get(fileId);
          if (image && !gallery.some((existing) => existing.id === fileId)) {
            const picture = { url: image.url, width: image.width, height: image.height };
            gallery.push({
              id: fileId,
              mediaType: 'image',
              title: image.fileName,
              image: picture,
              thumbnail: picture,
            });
          }
          if (item.choice) {
            const choice = choiceOf(record, item.choice.option, item.choice.choice, `media[${index}].choice`);
            if (!choice.mediaIds?.includes(fileId)) choice.mediaIds = [...(choice.mediaIds ?? []), fileId];
          }
        });
        if (gallery.length > MAX_MEDIA_PER_PRODUCT) {
          throw new ApplicationError({
            status: 400,
            code: 'TOO_MANY_MEDIA_ITEMS',
            description: `A product has at most ${MAX_MEDIA_PER_PRODUCT} media items`,
          });
        }
        record.media = gallery;
      });
    },

    /** Removing an id the product does not have is not an error: the result is the same. */
    async removeProductMedia(siteId: string, id: string, mediaIds: string[]): Promise<void> {
      const removed = new Set(mediaIds);
      await change(siteId, id, (record) => {
        record.media = record.media.filter((item: MediaItem) => !removed.has(item.id));
        for (const choice of record.options.flatMap((option) => option.choices)) {
          if (choice.mediaIds) choice.mediaIds = choice.mediaIds.filter((mediaId) => !removed.has(mediaId));
        }
      });
    },

    /** The gallery in the order given; choices keep their pictures, a gallery of other ids is refused. */
    async reorderProductMedia(siteId: string, id: string, mediaIds: string[]): Promise<void> {
      await change(siteId, id, (record) => {
        const byId = new Map(record.media.map((item) => [item.id, item]));
        const sameSet =
          new Set(mediaIds).size === mediaIds.length &&
          mediaIds.length === record.media.length &&
          mediaIds.every((mediaId) => byId.has(mediaId));
        if (!sameSet) {
          throw ValidationError.field(
            'mediaIds',
            "must name each of the product's media once, and no other",
            'OTHER',
          );
        }
        record.media = mediaIds.map((mediaId) => byId.get(mediaId) as MediaItem);
      });
    },

    async addProductMediaToChoices(
      siteId: string,
      id: string,
      media: ProductChoicesMediaRequest['media'],
    ): Promise<void> {
      await change(siteId, id, (record) => {
        const gallery = new Set(record.media.map((item) => item.id));
        media.forEach((assignment, index) => {
          const choice = choiceOf(record, assignment.option, assignment.choice, `media[${index}]`);
          for (const mediaId of assignment.mediaIds ?? []) {
            if (!gallery.has(mediaId)) {
              throw ValidationError.field(
                `media[${index}].mediaIds`,
                `${mediaId} is not in the product's media; add it with addProductMedia first`,
                'OTHER',
              );
            }
            if (!choice.mediaIds?.includes(mediaId)) choice.mediaIds = [...(choice.mediaIds ?? []), mediaId];
          }
        });
      });
    },

    async removeProductMediaFromChoices(
      siteId: string,
      id: string,
      media: ProductChoicesMediaRequest['media'],
    ): Promise<void> {
      await change(siteId, id, (record) => {
        media.forEach((assignment, index) => {
          const choice = choiceOf(record, assignment.option, assignment.choice, `media[${index}]`);
          const removed = assignment.mediaIds;
          choice.mediaIds =
            removed && removed.length > 0
              ? (choice.mediaIds ?? []).filter((mediaId) => !removed.includes(mediaId))
              : [];
        });
      });
    },
  };
}
