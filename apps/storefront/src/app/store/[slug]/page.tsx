import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { PageTitle } from '../../../components/shell/page-title';
import { ProductView } from '../../../components/store/product-view';
import { installedApps } from '../../../lib/platform/installed-apps';
import { productBySlug } from '../../../lib/platform/store';
import { visitorClient } from '../../../lib/platform/visitor';

export const dynamic = 'force-dynamic';

interface Params {
  params: Promise<{ slug: string }>;
}

/** Read once per request: the metadata and the page both need the product. */
const productFor = cache(async (slug: string) => productBySlug(await visitorClient(), slug));

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const product = await productFor((await params).slug);
  if (!product) return { title: 'Product not found' };
  const image = product.media.mainMedia?.image?.url;
  return {
    title: product.name,
    description: product.description.slice(0, 160),
    openGraph: { title: product.name, ...(image ? { images: [image] } : {}) },
  };
}

/** A product's page, rendered on the server: its pictures, description, options and price. */
export default async function Page({ params }: Params) {
  if (!(await installedApps()).includes(1)) redirect('/404?app=Store');
  const product = await productFor((await params).slug);
  if (!product) notFound();
  return (
    <main>
      <PageTitle title={product.name} back="/store" backLabel="Store" />
      <ProductView product={product} />
    </main>
  );
}
