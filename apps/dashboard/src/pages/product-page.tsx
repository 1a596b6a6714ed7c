import type { Product } from '@bazaar/sdk/stores';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../navigation';
import { siteClient } from '../platform';
import { draftOf, emptyDraft } from '../products/product-draft';
import { ProductEditor } from '../products/product-editor';

type Variants = NonNullable<Product['variants']>;

/** A product's editor, read from the platform; `new` opens an empty one. */
export function ProductPage({ siteId, productId }: { siteId: string; productId: string }) {
  const client = siteClient(siteId);
  const isNew = productId === 'new';
  const read = useQuery({
    queryKey: ['product', siteId, productId],
    enabled: !isNew,
    // An editor shows what is stored now, not a minute-old copy.
    staleTime: 0,
    queryFn: async () => {
      const { product } = await client.products.getProduct(productId);
      const variants: Variants = [];
      for (let offset = 0; product.productOptions.length > 0; offset += 100) {
        const page = await client.products.queryProductVariants(productId, {
          paging: { limit: 100, offset },
        });
        variants.push(...page.variants);
        if (variants.length >= page.totalResults || page.variants.length === 0) break;
      }
      return { product, draft: draftOf(product, variants) };
    },
  });
  const products = `/dashboard/sites/${encodeURIComponent(siteId)}/products`;
  if (isNew) return <ProductEditor siteId={siteId} initial={emptyDraft()} />;
  if (read.isError)
    return (
      <>
        <h1>Product</h1>
        <p role="alert" className="error">
          This product could not be opened: it may have been deleted.{' '}
          <AppLink to={products}>Back to the products</AppLink>
        </p>
      </>
    );
  if (!read.data) return <p aria-busy="true">Loading the product…</p>;
  return (
    <ProductEditor
      key={read.dataUpdatedAt}
      siteId={siteId}
      productId={productId}
      initial={read.data.draft}
      storeUrl={`${read.data.product.productPageUrl.base}${read.data.product.productPageUrl.path}`}
    />
  );
}
