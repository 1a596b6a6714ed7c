import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SaveBar, useEditForm } from '../edit-form';
import { Field } from '../form-field';
import { AppLink } from '../navigation';
import { siteClient } from '../platform';
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
  const form = useEditForm(initial, problemsOf);
  const { draft, problems, change } = form;
  const [productIdSaved, setProductIdSaved] = useState(productId);
  const collections = useQuery({
    queryKey: ['collections', siteId],
    queryFn: () => client.collections.queryCollections({ sort: [{ fieldName: 'name', order: 'ASC' }] }),
  });
  const base = `/dashboard/sites/${encodeURIComponent(siteId)}/products`;

  const save = useMutation({
    mutationFn: (sent: ProductDraft) =>
      saveProduct(client, sent, productIdSaved ? { id: productIdSaved, before: form.before } : undefined),
    onSuccess: (id, sent) => {
      form.saved(sent, productIdSaved ? 'Product saved.' : 'Product created. It is in the store if shown.');
      // The address names the product now, without leaving the editor (and its message).
      if (!productIdSaved) window.history.replaceState(null, '', `${base}/${encodeURIComponent(id)}`);
      setProductIdSaved(id);
      void queries.invalidateQueries({ queryKey: ['products', siteId] });
      void queries.invalidateQueries({ queryKey: ['product', siteId, id], refetchType: 'none' });
    },
    onError: (reason, sent) => {
      if (!(reason instanceof PartlySaved)) return form.failed(reason);
      // The product exists now: the next save changes it, sending again what may not have been saved.
      if (!productIdSaved)
        window.history.replaceState(null, '', `${base}/${encodeURIComponent(reason.productId)}`);
      setProductIdSaved(reason.productId);
      form.rebase({ ...initial, name: sent.name });
      form.say({
        text: `The product was saved, but not all of its details: ${messageOf(reason.reason)} Save again to finish.`,
        problem: true,
      });
    },
  });

  return (
    <form className="editor" onSubmit={form.submitWith(save.isPending, save.mutate)} noValidate>
      <p className="crumbs">
        <AppLink to={base}>Products</AppLink>
      </p>
      <h1>{productIdSaved ? draft.name || 'Product' : 'New product'}</h1>
      {productIdSaved && storeUrl ? (
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
        onUploaded={(added) => change((current) => ({ pictures: [...current.pictures, ...added] }))}
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
            productIdSaved
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
      <SaveBar said={form.said} dirty={form.dirty}>
        {/* Not disabled while saving: a disabled button drops the keyboard's focus to the page. */}
        <button type="submit" className="button" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving…' : productIdSaved ? 'Save' : 'Create product'}
        </button>
      </SaveBar>
    </form>
  );
}
