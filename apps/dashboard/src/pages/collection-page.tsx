import { useQuery } from '@tanstack/react-query';
import { CollectionForm } from '../collections/collection-form';
import { CollectionProducts } from '../collections/collection-products';
import { AppLink } from '../navigation';
import { siteClient } from '../platform';

/** A collection: its name and description, and the products in it; `new` makes one. */
export function CollectionPage({ siteId, collectionId }: { siteId: string; collectionId: string }) {
  const client = siteClient(siteId);
  const isNew = collectionId === 'new';
  const read = useQuery({
    queryKey: ['collection', siteId, collectionId],
    enabled: !isNew,
    staleTime: 0,
    queryFn: () => client.collections.getCollection(collectionId),
  });
  const list = `/dashboard/sites/${encodeURIComponent(siteId)}/collections`;
  if (isNew) return <CollectionForm siteId={siteId} />;
  if (read.isError)
    return (
      <>
        <h1>Collection</h1>
        <p role="alert" className="error">
          This collection could not be opened: it may have been deleted.{' '}
          <AppLink to={list}>Back to the collections</AppLink>
        </p>
      </>
    );
  if (!read.data) return <p aria-busy="true">Loading the collection…</p>;
  return (
    <>
      <CollectionForm key={collectionId} siteId={siteId} collection={read.data.collection} />
      <CollectionProducts siteId={siteId} collectionId={collectionId} />
    </>
  );
}
