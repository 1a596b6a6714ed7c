import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Said } from '../confirm-dialog';
import { Field } from '../form-field';
import { AppLink } from '../navigation';
import { siteClient } from '../platform';
import { useUnsavedChanges } from '../unsaved-changes';
import { messageOf } from '../words';
import { problemsOf } from './draft-problems';
import { OptionsSection } from './options-section';
import { PicturesSection } from './pictures-section';
import type { ProductDraft } from './product-draft';
import { PartlySaved, saveProduct } from './save-product';
import { StockSection } from './stock-section';
import { VariantsSection } from './variants-section';

/**
 * The product editor: what the buyer sees (name, description, price, pictures), how it is sold
 * (options and their variants, stock) and where (visibility, slug, collections). Problems are
 * shown by their fields once the owner tries to save; leaving with changes asks first.
 */
export function ProductEditor({
  siteId,
  productId,
  initial,
  storeUrl,
}: {
  siteId: string;
  productId?: string;
  initial: ProductDraft;
  storeUrl?: string;
}) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(productId ? { id: productId, before: initial } : undefined);
  const [tried, setTried] = useState(false);
  const [said, setSaid] = useState<{ text: string; problem?: boolean }>();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved?.before ?? initial);
  const markSaved = useUnsavedChanges(dirty);
  const collections = useQuery({
    queryKey: ['collections', siteId],
    queryFn: () => client.collections.queryCollections({ sort: [{ fieldName: 'name', order: 'ASC' }] }),
  });
  const problems = tried ? problemsOf(draft) : {};
  const change = (part: Partial<ProductDraft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setSaid(undefined);
  };
  const base = `/dashboard/sites/${encodeURIComponent(siteId)}/products`;

  const save = useMutation({
    mutationFn: () => saveProduct(client, draft, saved),
    onSuccess: (id) => {
      markSaved();
      setSaved({ id, before: draft });
      setTried(false);
      setSaid({ text: saved ? 'Product saved.' : 'Product created. It is in the store if shown.' });
      // The address names the product now, without leaving the editor (and its message).
      if (!saved) window.history.replaceState(null, '', `${base}/${encodeURIComponent(id)}`);
      void queries.invalidateQueries({ queryKey: ['products', siteId] });
      void queries.invalidateQueries({ queryKey: ['product', siteId, id], refetchType: 'none' });
    },
    onError: (reason) => {
      if (reason instanceof PartlySaved) {
        setSaved({ id: reason.productId, before: { ...initial, name: draft.name } });
        window.history.replaceState(null, '', `${base}/${encodeURIComponent(reason.productId)}`);
      }
      const cause = reason instanceof PartlySaved ? reason.reason : reason;
      setSaid({
        text:
          reason instanceof PartlySaved
            ? `The product was saved, but not all of its details: ${messageOf(cause)} Save again to finish.`
            : messageOf(cause),
        problem: true,
      });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setTried(true);
    if (Object.keys(problemsOf(draft)).length > 0) {
      setSaid({ text: 'Some details need a look: see the sentences under them.', problem: true });
      return;
    }
    save.mutate();
  };

  return (
    <form className="editor" onSubmit={submit} noValidate>
      <p className="crumbs">
        <AppLink to={base}>Products</AppLink>
      </p>
      <h1>{saved ? draft.name || 'Product' : 'New product'}</h1>
      {saved && storeUrl ? (
        <p>
          <a href={storeUrl} target="_blank" rel="noreferrer">
            See it in the store
          </a>
        </p>
      ) : null}
      <section className="panel" aria-labelledby="about">
        <h2 id="about">About</h2>
        <Field
          label="Name"
          value={draft.name}
          maxLength={80}
          problem={problems.name}
          onChange={(name) => change({ name })}
        />
        <Field
          label="Description"
          multiline
          value={draft.description}
          problem={problems.description}
          onChange={(description) => change({ description })}
        />
        <div className="field-row">
          <Field
            label="Price"
            inputMode="decimal"
            value={draft.price}
            problem={problems.price}
            onChange={(price) => change({ price })}
          />
          <Field
            label="Sale price"
            inputMode="decimal"
            value={draft.salePrice}
            problem={problems.salePrice}
            hint="Optional: what buyers pay while the price is shown crossed out."
            onChange={(salePrice) => change({ salePrice })}
          />
        </div>
      </section>
      <PicturesSection
        siteId={siteId}
        draft={draft}
        onChange={change}
        onUploaded={(added) =>
          setDraft((current) => ({ ...current, pictures: [...current.pictures, ...added] }))
        }
      />
      <OptionsSection draft={draft} problems={problems} onChange={change} />
      {draft.options.length > 0 ? (
        <VariantsSection draft={draft} problems={problems} onChange={change} />
      ) : (
        <StockSection draft={draft} problems={problems} onChange={change} />
      )}
      <section className="panel" aria-labelledby="where">
        <h2 id="where">In the store</h2>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.visible}
            onChange={(event) => change({ visible: event.currentTarget.checked })}
          />
          Shown in the store
        </label>
        <Field
          label="Slug"
          value={draft.slug}
          maxLength={100}
          problem={problems.slug}
          hint={
            saved
              ? 'The end of the product’s address in the store.'
              : 'Optional: made from the name if left blank.'
          }
          onChange={(slug) => change({ slug })}
        />
        <fieldset className="choices">
          <legend>Collections</legend>
          {collections.data?.collections.length === 0 ? (
            <p className="muted">The store has no collections yet.</p>
          ) : null}
          {collections.data?.collections.map((collection) => (
            <label key={collection._id} className="check">
              <input
                type="checkbox"
                checked={draft.collectionIds.includes(collection._id)}
                onChange={(event) =>
                  change({
                    collectionIds: event.currentTarget.checked
                      ? [...draft.collectionIds, collection._id]
                      : draft.collectionIds.filter((id) => id !== collection._id),
                  })
                }
              />
              {collection.name}
            </label>
          ))}
        </fieldset>
      </section>
      <div className="save-bar">
        {said && (!dirty || said.problem) ? (
          <Said {...said} />
        ) : dirty ? (
          <p className="muted">Unsaved changes</p>
        ) : null}
        {/* Not disabled while saving: a disabled button drops the keyboard's focus to the page. */}
        <button type="submit" className="button" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving…' : saved ? 'Save' : 'Create product'}
        </button>
      </div>
    </form>
  );
}
