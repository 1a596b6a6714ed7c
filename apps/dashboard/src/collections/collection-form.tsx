import type { Collection } from '@bazaar/sdk/stores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmButton } from '../confirm-dialog';
import { SaveBar, useEditForm } from '../edit-form';
import { Field } from '../form-field';
import { AppLink, navigate } from '../navigation';
import { siteClient } from '../platform';

interface Draft {
  name: string;
  description: string;
  slug: string;
  visible: boolean;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function problemsOf(draft: Draft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.name.trim()) problems.name = 'Give the collection a name.';
  else if (draft.name.trim().length > 50) problems.name = 'A name has at most 50 characters.';
  if (draft.slug.trim() && !SLUG.test(draft.slug.trim()))
    problems.slug = 'Use lower-case letters, digits and single hyphens, like summer-sale.';
  if (draft.description.length > 600) problems.description = 'A description has at most 600 characters.';
  return problems;
}

/** A collection's name, description, slug and visibility: made, changed or deleted. */
export function CollectionForm({ siteId, collection }: { siteId: string; collection?: Collection }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const initial: Draft = {
    name: collection?.name ?? '',
    description: collection?.description ?? '',
    slug: collection?.slug ?? '',
    visible: collection?.visible ?? true,
  };
  const form = useEditForm(initial, problemsOf);
  const { draft, problems, change } = form;
  const list = `/dashboard/sites/${encodeURIComponent(siteId)}/collections`;

  const save = useMutation({
    mutationFn: async (sent: Draft) => {
      const fields = {
        name: sent.name.trim(),
        description: sent.description,
        visible: sent.visible,
        ...(sent.slug.trim() ? { slug: sent.slug.trim() } : {}),
      };
      return collection
        ? (await client.collections.updateCollection(collection._id, fields)).collection
        : (await client.collections.createCollection(fields)).collection;
    },
    onSuccess: (saved, sent) => {
      void queries.invalidateQueries({ queryKey: ['collections', siteId] });
      if (!collection) {
        form.leaveFreely();
        navigate(`${list}/${encodeURIComponent(saved._id)}`, true);
        return;
      }
      form.saved(sent, 'Collection saved.', { ...sent, slug: saved.slug });
    },
    onError: form.failed,
  });
  const remove = useMutation({
    mutationFn: () => client.collections.deleteCollection(collection?._id ?? ''),
    onSuccess: () => {
      form.leaveFreely();
      void queries.invalidateQueries({ queryKey: ['collections', siteId] });
      void queries.invalidateQueries({ queryKey: ['products', siteId] });
      navigate(list);
    },
    onError: form.failed,
  });

  return (
    <form className="editor" onSubmit={form.submitWith(save.isPending, save.mutate)} noValidate>
      <p className="crumbs">
        <AppLink to={list}>Collections</AppLink>
      </p>
      <h1>{collection ? form.before.name : 'New collection'}</h1>
      <section className="panel" aria-labelledby="collection-about">
        <h2 id="collection-about">About</h2>
        <Field
          label="Name"
          value={draft.name}
          maxLength={50}
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
        <Field
          label="Slug"
          value={draft.slug}
          maxLength={100}
          problem={problems.slug}
          hint={
            collection
              ? 'The end of the collection’s address in the store.'
              : 'Optional: made from the name if left blank.'
          }
          onChange={(slug) => change({ slug })}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={draft.visible}
            onChange={(event) => change({ visible: event.currentTarget.checked })}
          />
          Shown in the store
        </label>
      </section>
      <SaveBar said={form.said} dirty={form.dirty}>
        {collection ? (
          <ConfirmButton
            label="Delete"
            title={`Delete ${form.before.name}?`}
            confirm="Delete"
            onConfirm={() => remove.mutate()}
          >
            <p>The collection leaves the store. Its products stay, in their other collections.</p>
          </ConfirmButton>
        ) : null}
        {/* Not disabled while saving: a disabled button drops the keyboard's focus to the page. */}
        <button type="submit" className="button" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving…' : collection ? 'Save' : 'Create collection'}
        </button>
      </SaveBar>
    </form>
  );
}
