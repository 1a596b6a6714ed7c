import Link from 'next/link';
import { CATALOGUE_SORTS, type CatalogueSort, type CatalogueView } from '../../lib/platform/store';
import styles from './store.module.css';

/** The store page's address for a view of the catalogue: what a filter link leads to. */
function hrefOf(view: CatalogueView): string {
  const params = new URLSearchParams();
  if (view.collection) params.set('collection', view.collection);
  if (view.sort && view.sort !== 'newest') params.set('sort', view.sort);
  const query = params.toString();
  return query ? `/store?${query}` : '/store';
}

/**
 * Narrowing and ordering the catalogue: plain links, so the server renders each view and it
 * works before any script has loaded.
 */
export function CatalogueFilters({
  collections,
  view,
}: {
  collections: { slug: string; name: string }[];
  view: CatalogueView;
}) {
  const sort = view.sort ?? 'newest';
  return (
    <div className={styles.filters}>
      <nav aria-label="Collections">
        <ul className={styles.pills}>
          {[{ slug: undefined, name: 'All products' }, ...collections].map(({ slug, name }) => (
            <li key={slug ?? 'all'}>
              <Link
                href={hrefOf({ ...view, collection: slug })}
                className={styles.pill}
                aria-current={view.collection === slug ? 'page' : undefined}
              >
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Sort">
        <ul className={styles.pills}>
          {(Object.keys(CATALOGUE_SORTS) as CatalogueSort[]).map((key) => (
            <li key={key}>
              <Link
                href={hrefOf({ ...view, sort: key })}
                className={styles.pill}
                aria-current={sort === key ? 'true' : undefined}
              >
                {CATALOGUE_SORTS[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
