import type { ProductInput } from '@bazaar/contracts';
import type { MediaService } from '../domains/media/service.js';
import type { StoresService } from '../domains/stores/service.js';
import { type ArtKind, drawProduct } from './product-art.js';

interface DemoProduct {
  product: ProductInput;
  art: [ArtKind, string, string, string];
  collection: 'apparel' | 'home';
}

const sizes = (...names: string[]) => ({
  name: 'Size',
  choices: names.map((description) => ({ description })),
});
const colors = (...pairs: [string, string][]) => ({
  name: 'Color',
  optionType: 'color' as const,
  choices: pairs.map(([description, value]) => ({ description, value })),
});

const PRODUCTS: DemoProduct[] = [
  {
    collection: 'apparel',
    art: ['shirt', '#e7e5e4', '#a8a29e', '#f5f5f4'],
    product: {
      name: 'Linen Shirt',
      description: 'A relaxed shirt in washed European linen that gets softer with every wear.',
      priceData: { price: '49.90' },
      productOptions: [
        sizes('S', 'M', 'L', 'XL'),
        colors(['Natural', '#e7e5e4'], ['Navy', '#1e3a8a'], ['Sage', '#84a98c']),
      ],
    },
  },
  {
    collection: 'apparel',
    art: ['tee', '#1e293b', '#475569', '#e2e8f0'],
    product: {
      name: 'Everyday Tee',
      description: 'Heavyweight organic cotton, cut for a clean shoulder line.',
      priceData: { price: '24.00' },
      productOptions: [sizes('S', 'M', 'L'), colors(['Charcoal', '#1e293b'], ['White', '#f8fafc'])],
    },
  },
  {
    collection: 'apparel',
    art: ['tote', '#d6c7a1', '#7c6a46', '#faf5e8'],
    product: {
      name: 'Canvas Tote',
      description: 'Waxed canvas with leather handles and an inside pocket for keys.',
      priceData: { price: '18.00' },
    },
  },
  {
    collection: 'apparel',
    art: ['beanie', '#b91c1c', '#7f1d1d', '#fee2e2'],
    product: {
      name: 'Wool Beanie',
      description: 'Rib-knit merino that keeps warm without the itch.',
      priceData: { price: '22.00' },
      productOptions: [colors(['Red', '#b91c1c'], ['Oat', '#d6c7a1'])],
    },
  },
  {
    collection: 'apparel',
    art: ['cap', '#0f766e', '#134e4a', '#ccfbf1'],
    product: {
      name: 'Trail Cap',
      description: 'A light, quick-drying cap with a curved brim.',
      priceData: { price: '26.00' },
      ribbon: 'New',
    },
  },
  {
    collection: 'apparel',
    art: ['scarf', '#7c3aed', '#4c1d95', '#ede9fe'],
    product: {
      name: 'Merino Scarf',
      description: 'Fine merino, long enough to wrap twice.',
      priceData: { price: '39.50' },
      discount: { type: 'PERCENT', value: '15' },
    },
  },
  {
    collection: 'apparel',
    art: ['backpack', '#334155', '#f59e0b', '#e0f2fe'],
    product: {
      name: 'Weekend Backpack',
      description: 'Thirty litres, a padded laptop sleeve and a zip that runs all the way round.',
      priceData: { price: '89.00' },
    },
  },
  {
    collection: 'home',
    art: ['mug', '#0ea5e9', '#0369a1', '#e0f2fe'],
    product: {
      name: 'Ceramic Mug',
      description: 'Stoneware, glazed by hand; holds a generous 350 ml.',
      priceData: { price: '16.00' },
      productOptions: [colors(['Sky', '#0ea5e9'], ['Sand', '#d6c7a1'], ['Ink', '#1e293b'])],
    },
  },
  {
    collection: 'home',
    art: ['bottle', '#16a34a', '#14532d', '#dcfce7'],
    product: {
      name: 'Insulated Bottle',
      description: 'Keeps drinks cold for a day and hot for half of one.',
      priceData: { price: '29.00' },
      productOptions: [sizes('500 ml', '750 ml')],
    },
  },
  {
    collection: 'home',
    art: ['candle', '#fde68a', '#b45309', '#fef3c7'],
    product: {
      name: 'Soy Candle',
      description: 'Forty hours of slow, clean burn in a reusable glass.',
      priceData: { price: '21.00' },
      productOptions: [
        {
          name: 'Scent',
          choices: [{ description: 'Cedar' }, { description: 'Fig' }, { description: 'Sea salt' }],
        },
      ],
    },
  },
  {
    collection: 'home',
    art: ['planter', '#c2410c', '#9a3412', '#ffedd5'],
    product: {
      name: 'Terracotta Planter',
      description: 'Unglazed clay that lets roots breathe, with a drainage hole.',
      priceData: { price: '34.00' },
      productOptions: [sizes('Small', 'Medium')],
    },
  },
  {
    collection: 'home',
    art: ['notebook', '#4f46e5', '#312e81', '#e0e7ff'],
    product: {
      name: 'Dot-Grid Notebook',
      description: 'A5, 160 pages of 100 gsm paper that takes fountain pens.',
      priceData: { price: '12.50' },
      discount: { type: 'AMOUNT', value: '2.50' },
    },
  },
];

/** The demo site's catalogue: two collections of real-looking products with drawn pictures. */
export async function seedDemoCatalogue(
  stores: Pick<
    StoresService,
    'createCollection' | 'createProduct' | 'addProductMedia' | 'changeCollectionProducts'
  >,
  media: Pick<MediaService, 'uploadImage'>,
  siteId: string,
): Promise<void> {
  const collections = {
    apparel: await stores.createCollection(siteId, {
      name: 'Apparel',
      description: 'Clothes and carry-alls for every day.',
    }),
    home: await stores.createCollection(siteId, {
      name: 'Home & Kitchen',
      slug: 'home-kitchen',
      description: 'Things that make a home.',
    }),
  };
  for (const { product, art, collection } of PRODUCTS) {
    const created = await stores.createProduct(siteId, product);
    const draw = async (fileName: string, color: string) =>
      media.uploadImage(siteId, fileName, Buffer.from(drawProduct(art[0], color, art[2], art[3])));
    const main = await draw(`${created.slug}.svg`, art[1]);
    await stores.addProductMedia(siteId, created.id, [{ mediaId: main.id }]);
    // Each colour gets its own picture, shown when a buyer picks that colour.
    const colorOption = product.productOptions?.find((option) => option.optionType === 'color');
    for (const choice of colorOption?.choices ?? []) {
      if (!choice.value || choice.value === art[1]) continue;
      const picture = await draw(`${created.slug}-${choice.description.toLowerCase()}.svg`, choice.value);
      await stores.addProductMedia(siteId, created.id, [
        { mediaId: picture.id, choice: { option: colorOption?.name ?? 'Color', choice: choice.description } },
      ]);
    }
    await stores.changeCollectionProducts(siteId, collections[collection].id, [created.id], 'add');
  }
}
