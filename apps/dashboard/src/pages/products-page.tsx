import { searchWordsOf } from '@bazaar/contracts/constants';
import type { Product } from '@bazaar/sdk/stores';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { ConfirmButton, Said } from '../confirm-dialog';
import { AppLink } from '../navigation';
import { OffsetPager } from '../pager';
import { siteClient } from '../platform';
import { ProductsTable } from '../products/products-table';
import { messageOf } from '../words';

const PAGE_SIZE = 20;
type Shown = '' | 'shown' | 'hidden';

/**
 * The site's products, newest first, a page at a time from the server: found by any word of their
 * name, filtered by visibility, stock and collection; chosen ones shown, hidden, deleted or put in a
 * collection together.
 */
export function ProductsPage({ siteId }: { siteId: string }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState<Shown>('');
  const [collection, setCollection] = useState('');
  const [stock, setStock] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [said, setSaid] = useState<{ text: string; problem?: boolean }>();
  const [joining, setJoining] = useState('');
  const collections = useQuery({
    queryKey: ['collections', siteId],
    queryFn: () => client.collections.queryCollections({ sort: [{ fieldName: 'name', order: 'ASC' }] }),
  });
  const page = useQuery({
    queryKey: ['products', siteId, search, shown, collection, stock, pageIndex],
    queryFn: () => {
      let query = client.products
        .queryProducts({ includeHiddenProducts: true })
        .limit(PAGE_SIZE)
        .skip(pageIndex * PAGE_SIZE);
      const words = searchWordsOf(search);
      if (words.length > 0) query = query.hasAll('nameWords', words);
      if (shown) query = query.eq('visible', shown === 'shown');
      if (collection) query = query.hasSome('collectionIds', [collection]);
      if (stock) query = query.eq('stock.inventoryStatus', stock);
      return query.find();
    },
    placeholderData: keepPreviousData,
  });
  const products: Product[] = page.data?.items ?? [];
  const chosen = products.filter((product) => selection[product._id]);
  const total = page.data?.totalCount ?? 0;
  const restart = () => {
    setPageIndex(0);
    setSelection({});
  };
  const join = useMutation({
    mutationFn: async (collectionId: string) => {
      await client.collections.addProductsToCollection(
        collectionId,
        chosen.map((product) => product._id),
      );
      return {
        count: chosen.length,
        name: collections.data?.collections.find((one) => one._id === collectionId)?.name,
      };
    },
    onSuccess: ({ count, name }) => {
      setSaid({
        text: `${count === 1 ? '1 product' : `${count} products`} added to ${name ?? 'the collection'}.`,
      });
      setSelection({});
      setJoining('');
      void queries.invalidateQueries({ queryKey: ['products', siteId] });
      void queries.invalidateQueries({ queryKey: ['collections', siteId] });
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const act = useMutation({
    mutationFn: async (action: 'show' | 'hide' | 'delete') => {
      await Promise.all(
        chosen.map((product) =>
          action === 'delete'
            ? client.products.deleteProduct(product._id)
            : client.products.updateProduct(product._id, { visible: action === 'show' }),
        ),
      );
      return { action, count: chosen.length };
    },
    onSuccess: ({ action, count }) => {
      const what = count === 1 ? '1 product' : `${count} products`;
      setSaid({
        text: `${what} ${action === 'delete' ? 'deleted' : action === 'show' ? 'shown in the store' : 'hidden from the store'}.`,
      });
      setSelection({});
      void queries.invalidateQueries({ queryKey: ['products', siteId] });
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed);
    restart();
  };
  return (
    <>
      <div className="page-head">
        <h1>Products</h1>
        <AppLink to={`/dashboard/sites/${encodeURIComponent(siteId)}/products/new`} className="button">
          Add a product
        </AppLink>
      </div>
      <div className="toolbar">
        <search className="search" aria-label="Products">
          <form onSubmit={submit}>
            <label>
              Name
              <input
                type="search"
                value={typed}
                maxLength={100}
                onChange={(change) => setTyped(change.currentTarget.value)}
              />
            </label>
            <button type="submit" className="button quiet">
              Search
            </button>
          </form>
        </search>
        <label>
          Shown in the store
          <select
            value={shown}
            onChange={(change) => {
              setShown(change.currentTarget.value as Shown);
              restart();
            }}
          >
            <option value="">Any</option>
            <option value="shown">Shown</option>
            <option value="hidden">Hidden</option>
          </select>
        </label>
        <label>
          Stock
          <select
            value={stock}
            onChange={(change) => {
              setStock(change.currentTarget.value);
              restart();
            }}
          >
            <option value="">Any</option>
            <option value="IN_STOCK">In stock</option>
            <option value="PARTIALLY_OUT_OF_STOCK">Some choices sold out</option>
            <option value="OUT_OF_STOCK">Out of stock</option>
          </select>
        </label>
        <label>
          Collection
          <select
            value={collection}
            onChange={(change) => {
              setCollection(change.currentTarget.value);
              restart();
            }}
          >
            <option value="">Any</option>
            {collections.data?.collections.map((one) => (
              <option key={one._id} value={one._id}>
                {one.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="bulk" aria-live="polite">
        {chosen.length > 0 ? (
          <>
            <span>{chosen.length === 1 ? '1 chosen' : `${chosen.length} chosen`}</span>
            <button
              type="button"
              className="button quiet small"
              disabled={act.isPending}
              onClick={() => act.mutate('show')}
            >
              Show
            </button>
            <button
              type="button"
              className="button quiet small"
              disabled={act.isPending}
              onClick={() => act.mutate('hide')}
            >
              Hide
            </button>
            {collections.data && collections.data.collections.length > 0 ? (
              <span className="join">
                <label>
                  <span className="visually-hidden">Collection to add them to</span>
                  <select value={joining} onChange={(change) => setJoining(change.currentTarget.value)}>
                    <option value="">Add to a collection…</option>
                    {collections.data.collections.map((one) => (
                      <option key={one._id} value={one._id}>
                        {one.name}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  className="button quiet small"
                  disabled={!joining || join.isPending}
                  onClick={() => join.mutate(joining)}
                >
                  Add
                </button>
              </span>
            ) : null}
            <ConfirmButton
              label="Delete"
              title={chosen.length === 1 ? `Delete ${chosen[0]?.name}?` : `Delete ${chosen.length} products?`}
              confirm="Delete"
              onConfirm={() => act.mutate('delete')}
            >
              <p>They leave the store and this list for good. Orders that have them keep them.</p>
            </ConfirmButton>
          </>
        ) : null}
      </div>
      {said ? <Said {...said} /> : null}
      {page.isError ? (
        <p role="alert" className="error">
          The products could not be loaded. Please reload the page.
        </p>
      ) : null}
      {page.data && products.length === 0 ? <p className="muted">No product matches.</p> : null}
      {products.length > 0 ? (
        <ProductsTable products={products} selection={selection} onSelectionChange={setSelection} />
      ) : null}
      <OffsetPager
        pageIndex={pageIndex}
        pageSize={PAGE_SIZE}
        total={total}
        fetching={page.isFetching}
        one="product"
        many="products"
        onPage={(next) => {
          setPageIndex(next);
          setSelection({});
        }}
      />
    </>
  );
}
