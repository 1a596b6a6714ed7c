import { searchWordsOf } from '@bazaar/contracts/constants';
import type { Product } from '@bazaar/sdk/stores';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Said } from '../confirm-dialog';
import { countOf, Pager } from '../pager';
import { siteClient } from '../platform';
import { messageOf } from '../words';

const PAGE_SIZE = 10;

/** The products in a collection, a page at a time, and a search to add more. */
export function CollectionProducts({ siteId, collectionId }: { siteId: string; collectionId: string }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const [pageIndex, setPageIndex] = useState(0);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<string>();
  const [said, setSaid] = useState<{ text: string; problem?: boolean }>();
  const inside = useQuery({
    queryKey: ['products', siteId, 'collection', collectionId, pageIndex],
    queryFn: () =>
      client.products
        .queryProducts({ includeHiddenProducts: true })
        .hasSome('collectionIds', [collectionId])
        .ascending('name')
        .limit(PAGE_SIZE)
        .skip(pageIndex * PAGE_SIZE)
        .find(),
    placeholderData: keepPreviousData,
  });
  const found = useQuery({
    queryKey: ['products', siteId, 'to-add', search],
    enabled: search !== undefined,
    queryFn: () => {
      let query = client.products.queryProducts({ includeHiddenProducts: true }).limit(PAGE_SIZE);
      const words = searchWordsOf(search ?? '');
      if (words.length > 0) query = query.hasAll('nameWords', words);
      return query.find();
    },
  });
  const change = useMutation({
    mutationFn: async ({ product, add }: { product: Product; add: boolean }) => {
      if (add) await client.collections.addProductsToCollection(collectionId, [product._id]);
      else await client.collections.removeProductsFromCollection(collectionId, [product._id]);
      return { product, add };
    },
    onSuccess: ({ product, add }) => {
      setSaid({ text: `${product.name} ${add ? 'added to' : 'taken out of'} the collection.` });
      void queries.invalidateQueries({ queryKey: ['products', siteId] });
      void queries.invalidateQueries({ queryKey: ['collections', siteId] });
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const products = inside.data?.items ?? [];
  const total = inside.data?.totalCount ?? 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed);
  };
  const row = (product: Product, add: boolean) => (
    <li key={product._id}>
      <span>{product.name}</span>
      <button
        type="button"
        className="button quiet small"
        disabled={change.isPending}
        aria-label={`${add ? 'Add' : 'Take out'} ${product.name}`}
        onClick={() => change.mutate({ product, add })}
      >
        {add ? 'Add' : 'Take out'}
      </button>
    </li>
  );
  return (
    <section className="panel editor" aria-labelledby="collection-products">
      <h2 id="collection-products">Products in it</h2>
      {said ? <Said {...said} /> : null}
      {inside.data && products.length === 0 ? (
        <p className="muted">No product yet: find some below.</p>
      ) : null}
      <ul className="item-list">{products.map((product) => row(product, false))}</ul>
      <Pager
        count={countOf(total, 'product', 'products')}
        onPrevious={pageIndex > 0 ? () => setPageIndex(pageIndex - 1) : undefined}
        onNext={
          (pageIndex + 1) * PAGE_SIZE < total && !inside.isFetching
            ? () => setPageIndex(pageIndex + 1)
            : undefined
        }
      />
      <search aria-label="Products to add">
        <form className="inline-form" onSubmit={submit}>
          <label>
            Find products to add
            <input
              type="search"
              value={typed}
              maxLength={100}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
          </label>
          <button type="submit" className="button quiet">
            Find
          </button>
        </form>
      </search>
      {found.data ? (
        <ul className="item-list" aria-label="Products found">
          {found.data.items.length === 0 ? <li className="muted">No product matches.</li> : null}
          {found.data.items.map((product) => row(product, !product.collectionIds.includes(collectionId)))}
        </ul>
      ) : null}
    </section>
  );
}
