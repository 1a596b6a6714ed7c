import { searchWordsOf } from '@bazaar/contracts/constants';
import type { Product } from '@bazaar/sdk/stores';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Said } from '../confirm-dialog';
import { siteClient } from '../platform';
import { useUnsavedChanges } from '../unsaved-changes';
import { messageOf } from '../words';

/** As many as a collection arranges (Wix's categories arrange 100 too). */
const ARRANGED_MOST = 100;
const FOUND_MOST = 10;

const moved = (ids: string[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
};

/**
 * The products in a collection in the order buyers see them, put in another order with the
 * buttons (saved as the collection's arrangement), taken out, and found to be added.
 */
export function CollectionProducts({ siteId, collectionId }: { siteId: string; collectionId: string }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const [order, setOrder] = useState<string[]>();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<string>();
  const [said, setSaid] = useState<{ text: string; problem?: boolean }>();
  const inside = useQuery({
    queryKey: ['products', siteId, 'collection', collectionId],
    queryFn: async () => {
      const [arranged, page] = await Promise.all([
        client.collections.getArrangedProducts(collectionId),
        client.products
          .queryProducts({ includeHiddenProducts: true })
          .hasSome('collectionIds', [collectionId])
          .limit(ARRANGED_MOST)
          .find(),
      ]);
      const byId = new Map(page.items.map((product) => [product._id, product]));
      const first = arranged.productIds.filter((id) => byId.has(id));
      const rest = page.items.map((product) => product._id).filter((id) => !first.includes(id));
      return { byId, ids: [...first, ...rest], total: page.totalCount ?? page.items.length };
    },
  });
  const found = useQuery({
    queryKey: ['products', siteId, 'to-add', search],
    enabled: search !== undefined,
    queryFn: () => {
      let query = client.products.queryProducts({ includeHiddenProducts: true }).limit(FOUND_MOST);
      const words = searchWordsOf(search ?? '');
      if (words.length > 0) query = query.hasAll('nameWords', words);
      return query.find();
    },
  });
  const refresh = () => {
    setOrder(undefined);
    void queries.invalidateQueries({ queryKey: ['products', siteId] });
    void queries.invalidateQueries({ queryKey: ['collections', siteId] });
  };
  const change = useMutation({
    mutationFn: async ({ product, add }: { product: Product; add: boolean }) => {
      if (add) await client.collections.addProductsToCollection(collectionId, [product._id]);
      else await client.collections.removeProductsFromCollection(collectionId, [product._id]);
      return { product, add };
    },
    onSuccess: ({ product, add }) => {
      setSaid({ text: `${product.name} ${add ? 'added to' : 'taken out of'} the collection.` });
      refresh();
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const arrange = useMutation({
    mutationFn: (ids: string[]) => client.collections.setArrangedProducts(collectionId, ids),
    onSuccess: () => {
      setSaid({ text: 'The store shows them in this order now.' });
      refresh();
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  useUnsavedChanges(order !== undefined);
  const ids = order ?? inside.data?.ids ?? [];
  const byId = inside.data?.byId;
  const total = inside.data?.total ?? 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed);
  };
  const move = (from: number, to: number) => {
    setOrder(moved(ids, from, to));
    setSaid(undefined);
  };
  const changeButton = (product: Product, add: boolean) => (
    <button
      type="button"
      className="button quiet small"
      disabled={change.isPending}
      aria-label={`${add ? 'Add' : 'Take out'} ${product.name}`}
      onClick={() => change.mutate({ product, add })}
    >
      {add ? 'Add' : 'Take out'}
    </button>
  );
  return (
    <section className="panel editor" aria-labelledby="collection-products">
      <h2 id="collection-products">Products in it, in the store’s order</h2>
      {said ? <Said {...said} /> : null}
      {inside.isError ? (
        <p role="alert" className="error">
          The products could not be loaded. Please reload the page.
        </p>
      ) : null}
      {inside.data && ids.length === 0 ? <p className="muted">No product yet: find some below.</p> : null}
      <ol className="item-list" aria-label="Products in the collection">
        {ids.map((id, index) => {
          const product = byId?.get(id);
          if (!product) return null;
          return (
            <li key={id}>
              <span>
                {product.name}
                {product.visible ? '' : ' (hidden)'}
              </span>
              <span className="picture-actions">
                <button
                  type="button"
                  className="button quiet small"
                  disabled={index === 0}
                  aria-label={`Move ${product.name} earlier`}
                  onClick={() => move(index, index - 1)}
                >
                  Earlier
                </button>
                <button
                  type="button"
                  className="button quiet small"
                  disabled={index === ids.length - 1}
                  aria-label={`Move ${product.name} later`}
                  onClick={() => move(index, index + 1)}
                >
                  Later
                </button>
                {changeButton(product, false)}
              </span>
            </li>
          );
        })}
      </ol>
      {total > ARRANGED_MOST ? (
        <p className="muted">
          {`${total} products: the first ${ARRANGED_MOST} are shown and can be put in order; the others follow in the store, newest first.`}
        </p>
      ) : null}
      {order ? (
        <div className="actions">
          <button
            type="button"
            className="button"
            aria-disabled={arrange.isPending}
            onClick={() => !arrange.isPending && arrange.mutate(ids)}
          >
            Save this order
          </button>
          <button type="button" className="button quiet" onClick={() => setOrder(undefined)}>
            Undo the moves
          </button>
        </div>
      ) : null}
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
          {found.data.items.map((product) => (
            <li key={product._id}>
              <span>{product.name}</span>
              {changeButton(product, !product.collectionIds.includes(collectionId))}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
