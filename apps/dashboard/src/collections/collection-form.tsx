import type { Collection } from '@bazaar/sdk/stores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ConfirmButton, Said } from '../confirm-dialog';
import { Field } from '../form-field';
import { AppLink, navigate } from '../navigation';
import { siteClient } from '../platform';
import { useUnsavedChanges } from '../unsaved-changes';
import { messageOf } from '../words';

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
  const [before, setBefore] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [said, setSaid] = useState<{ text: string; problem?: boolean }>();
  const dirty = JSON.stringify(draft) !== JSON.stringify(before);
  const markSaved = useUnsavedChanges(dirty);
  const problems = tried ? problemsOf(draft) : {};
  const list = `/dashboard/sites/${encodeURIComponent(siteId)}/collections`;
  const change = (part: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setSaid(undefined);
  };

  const save = useMutation({
    mutationFn: async () => {
      const fields = {
        name: draft.name.trim(),
        description: draft.description,
        visible: draft.visible,
        ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
      };
      return collection
        ? (await client.collections.updateCollection(collection._id, fields)).collection
        : (await client.collections.createCollection(fields)).collection;
    },
    onSuccess: (saved) => {
      markSaved();
      void queries.invalidateQueries({ queryKey: ['collections', siteId] });
      if (!collection) {
        navigate(`${list}/${encodeURIComponent(saved._id)}`, true);
        return;
      }
      const next = { ...draft, slug: saved.slug };
      setBefore(next);
      setDraft(next);
      setTried(false);
      setSaid({ text: 'Collection saved.' });
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const remove = useMutation({
    mutationFn: () => client.collections.deleteCollection(collection?._id ?? ''),
    onSuccess: () => {
      markSaved();
      void queries.invalidateQueries({ queryKey: ['collections', siteId] });
      void queries.invalidateQueries({ queryKey: ['products', siteId] });
      navigate(list);
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
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
        <AppLink to={list}>Collections</AppLink>
      </p>
      <h1>{collection ? before.name : 'New collection'}</h1>
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
      <div className="save-bar">
        {said && (!dirty || said.problem) ? (
          <Said {...said} />
        ) : dirty ? (
          <p className="muted">Unsaved changes</p>
        ) : null}
        {collection ? (
          <ConfirmButton
            label="Delete"
            title={`Delete ${before.name}?`}
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
      </div>
    </form>
  );
}
