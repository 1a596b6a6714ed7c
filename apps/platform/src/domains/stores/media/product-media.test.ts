import { STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';

const svg = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${color}"/></svg>`;

interface Choice {
  description: string;
  media?: { mainMedia: { id: string }; items: { id: string }[] };
}

describe.each(testDialects)('product media and uploads on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  let product: { id: string };

  const upload = (fileName: string, body: string | Buffer, contentType = 'image/svg+xml', as?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/media/v1/files?fileName=${encodeURIComponent(fileName)}`,
      headers: { authorization: as ?? t.ownerApiKey, 'content-type': contentType },
      payload: body,
    });
  const uploaded = async (color: string) => (await upload(`${color}.svg`, svg(color))).json().file;
  const owner = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: t.ownerApiKey }, ...(payload ? { payload } : {}) });
  const read = async () => (await owner('GET', `/stores-reader/v1/products/${product.id}`)).json().product;
  const colorChoices = async (): Promise<Choice[]> => (await read()).productOptions[0].choices;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
    product = (
      await owner('POST', '/stores/v1/products', {
        product: {
          name: 'Wool Scarf',
          priceData: { price: '35' },
          productOptions: [
            {
              name: 'Color',
              optionType: 'color',
              choices: [
                { value: '#b33', description: 'Red' },
                { value: '#36b', description: 'Blue' },
              ],
            },
          ],
        },
      })
    ).json().product;
  });
  afterAll(() => t.close());

  it('stores an uploaded image, measured from its bytes, and serves it back', async () => {
    const response = await upload('red.svg', svg('red'));
    expect(response.statusCode).toBe(200);
    const { file } = response.json();
    expect(file).toMatchObject({ width: 400, height: 300, fileName: 'red.svg' });
    expect(file.url).toMatch(new RegExp(`/media/${file.id}/red\\.svg$`));
    const served = await t.app.inject({ method: 'GET', url: new URL(file.url).pathname });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toBe(svg('red'));
  });

  it('refuses uploads that are not what they claim, too large, badly named or not the owner’s', async () => {
    const notAnImage = await upload('photo.png', 'hello', 'image/png');
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'file' });
    const wrongName = await upload('picture.png', svg('red'));
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().message).toContain('must end in .svg');
    expect((await upload('../etc/passwd.svg', svg('red'))).statusCode).toBe(400);
    expect((await upload('notes.txt', 'hello', 'text/plain')).statusCode).toBe(415);
    expect((await upload('huge.png', Buffer.alloc(5 * 1024 * 1024 + 1), 'image/png')).statusCode).toBe(413);
    expect((await upload('red.svg', svg('red'), 'image/svg+xml', visitor)).statusCode).toBe(403);
    const json = await t.app.inject({
      method: 'POST',
      url: '/media/v1/files?fileName=red.svg',
      headers: { authorization: t.ownerApiKey },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('adds uploaded images to the gallery by id or URL, once each, and to a choice', async () => {
    const red = await uploaded('red');
    const blue = await uploaded('blue');
    const added = await owner('POST', `/stores/v1/products/${product.id}/media`, {
      media: [
        { mediaId: red.id, choice: { option: 'Color', choice: 'Red' } },
        { url: blue.url },
        { mediaId: red.id },
      ],
    });
    expect(added.statusCode).toBe(200);
    const after = await read();
    expect(after.media.items.map((item: { id: string }) => item.id)).toEqual([red.id, blue.id]);
    expect(after.media.mainMedia).toMatchObject({
      id: red.id,
      mediaType: 'image',
      image: { url: red.url, width: 400 },
    });
    const [redChoice, blueChoice] = await colorChoices();
    expect(redChoice?.media?.mainMedia.id).toBe(red.id);
    expect(blueChoice?.media).toBeUndefined();
  });

  it("shows a cart line and its checkout with the chosen choice's picture, not the product's first", async () => {
    const green = await uploaded('green');
    const navy = await uploaded('navy');
    const scarf = (
      await owner('POST', '/stores/v1/products', {
        product: {
          name: 'Cotton Scarf',
          priceData: { price: '20' },
          productOptions: [
            {
              name: 'Color',
              optionType: 'color',
              choices: [
                { value: '#3b3', description: 'Green' },
                { value: '#236', description: 'Navy' },
              ],
            },
          ],
        },
      })
    ).json().product;
    await owner('POST', `/stores/v1/products/${scarf.id}/media`, {
      media: [
        { mediaId: green.id, choice: { option: 'Color', choice: 'Green' } },
        { mediaId: navy.id, choice: { option: 'Color', choice: 'Navy' } },
      ],
    });
    const buyer = await t.visitorToken();
    const added = await t.app.inject({
      method: 'POST',
      url: '/ecom/v1/carts/current/add-to-cart',
      headers: { authorization: buyer },
      payload: {
        lineItems: ['Navy', 'Green'].map((Color) => ({
          catalogReference: {
            appId: STORES_APP_ID,
            catalogItemId: scarf.id,
            options: { options: { Color } },
          },
        })),
      },
    });
    expect(added.statusCode).toBe(200);
    const pictures = (lines: { image?: { url: string } }[]) => lines.map((line) => line.image?.url);
    expect(pictures(added.json().cart.lineItems)).toEqual([navy.url, green.url]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/ecom/v1/carts/current/create-checkout',
      headers: { authorization: buyer },
      payload: {},
    });
    const checkout = await t.app.inject({
      method: 'GET',
      url: `/ecom/v1/checkouts/${created.json().checkoutId}`,
      headers: { authorization: buyer },
    });
    expect(pictures(checkout.json().checkout.lineItems)).toEqual([navy.url, green.url]);
  });

  it('refuses outside URLs, unknown files and unknown choices, and keeps writes for the owner', async () => {
    const path = `/stores/v1/products/${product.id}/media`;
    const outside = await owner('POST', path, { media: [{ url: 'https://example.com/cat.jpg' }] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().details.validationError.fieldViolations[0].field).toBe('media[0]');
    const unknown = await owner('POST', path, {
      media: [{ mediaId: '3f1c5a9e-0000-4000-8000-000000000000' }],
    });
    expect(unknown.statusCode).toBe(400);
    const red = await uploaded('crimson');
    const badChoice = await owner('POST', path, {
      media: [{ mediaId: red.id, choice: { option: 'Color', choice: 'Green' } }],
    });
    expect(badChoice.statusCode).toBe(400);
    expect(badChoice.json().details.applicationError.code).toBe('CHOICE_NOT_FOUND');
    expect((await read()).media.items.some((item: { id: string }) => item.id === red.id)).toBe(false);
    const asVisitor = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { authorization: visitor },
      payload: { media: [{ mediaId: red.id }] },
    });
    expect(asVisitor.statusCode).toBe(403);
    const missing = await owner('POST', '/stores/v1/products/nope/media', { media: [{ mediaId: red.id }] });
    expect(missing.statusCode).toBe(404);
  });

  it('assigns gallery images to choices and takes them away again', async () => {
    const { media } = await read();
    const blueId = media.items[1].id as string;
    const assign = await owner('PATCH', `/stores/v1/products/${product.id}/choices/media`, {
      media: [{ option: 'Color', choice: 'Blue', mediaIds: [blueId] }],
    });
    expect(assign.statusCode).toBe(200);
    expect((await colorChoices())[1]?.media?.items.map((item) => item.id)).toEqual([blueId]);

    const variants = await owner('POST', '/stores-reader/v1/variants/query', {
      query: { filter: { productId: product.id }, sort: [{ fieldName: 'variantName' }] },
    });
    expect(
      variants.json().variants.map((v: { media: { image: { id: string } } }) => v.media.image.id),
    ).toEqual([blueId, media.items[0].id]);

    const notInGallery = await owner('PATCH', `/stores/v1/products/${product.id}/choices/media`, {
      media: [{ option: 'Color', choice: 'Blue', mediaIds: ['not-in-gallery'] }],
    });
    expect(notInGallery.statusCode).toBe(400);

    const unassign = await owner('POST', `/stores/v1/products/${product.id}/choices/media/delete`, {
      media: [{ option: 'Color', choice: 'Blue' }],
    });
    expect(unassign.statusCode).toBe(200);
    expect((await colorChoices())[1]?.media).toBeUndefined();
  });

  it('puts the gallery in a new order, keeping the pictures of choices, and refuses another set', async () => {
    const { media } = await read();
    const ids = media.items.map((item: { id: string }) => item.id) as string[];
    expect(ids.length).toBeGreaterThan(1);
    await owner('PATCH', `/stores/v1/products/${product.id}/choices/media`, {
      media: [{ option: 'Color', choice: 'Red', mediaIds: [ids[0] as string] }],
    });
    const reversed = [...ids].reverse();
    const reorder = await owner('PUT', `/stores/v1/products/${product.id}/media/order`, {
      mediaIds: reversed,
    });
    expect(reorder.statusCode).toBe(200);
    const after = await read();
    expect(after.media.items.map((item: { id: string }) => item.id)).toEqual(reversed);
    expect(after.media.mainMedia.id).toBe(reversed[0]);
    expect((await colorChoices())[0]?.media?.items.map((item) => item.id)).toEqual([ids[0]]);

    for (const mediaIds of [reversed.slice(1), [...reversed, 'unknown'], [reversed[0], ...reversed]]) {
      const refused = await owner('PUT', `/stores/v1/products/${product.id}/media/order`, { mediaIds });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'mediaIds' });
    }
    expect((await read()).media.items.map((item: { id: string }) => item.id)).toEqual(reversed);
    const asVisitor = await t.app.inject({
      method: 'PUT',
      url: `/stores/v1/products/${product.id}/media/order`,
      headers: { authorization: visitor },
      payload: { mediaIds: ids },
    });
    expect(asVisitor.statusCode).toBe(403);
    await owner('PUT', `/stores/v1/products/${product.id}/media/order`, { mediaIds: ids });
  });

  it('removes images from the gallery and from every choice that showed them', async () => {
    const { media } = await read();
    const redId = media.items[0].id as string;
    const removed = await owner('POST', `/stores/v1/products/${product.id}/media/delete`, {
      mediaIds: [redId, 'unknown'],
    });
    expect(removed.statusCode).toBe(200);
    const after = await read();
    expect(after.media.items.map((item: { id: string }) => item.id)).toEqual([media.items[1].id]);
    expect((await colorChoices())[0]?.media).toBeUndefined();
    const empty = await owner('POST', `/stores/v1/products/${product.id}/media/delete`, { mediaIds: [] });
    expect(empty.statusCode).toBe(400);
  });
});
