import Link from 'next/link';
import {
  CATALOGUE_SORTS,
  type CatalogueSort,
  type CatalogueView,
  MAX_SEARCH_LENGTH,
} from '../../lib/platform/store';
import styles from './store.module.css';

/** The store page's address for a view of the catalogue: what a filter link leads to. */
function hrefOf(view: CatalogueView): string {
  const params = new URLSearchParams();
  if (view.collection) params.set('collection', view.collection);
  if (view.sort && view.sort !== 'newest') params.set('sort', view.sort);
  if (view.search) params.set('q', view.search);
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
      {/* A plain GET form: the search is part of the address, kept with the collection and sort. */}
      <search className={styles.searchArea}>
        <form action="/store" method="get" className={styles.search}>
          <label htmlFor="store-search" className="visually-hidden">
            Search products by name
          </label>
          <input
            id="store-search"
            type="search"
            name="q"
            defaultValue={view.search ?? ''}
            placeholder="Search products"
            maxLength={MAX_SEARCH_LENGTH}
            autoComplete="off"
            data-testid="store.search"
          />
          {view.collection ? <input type="hidden" name="collection" value={view.collection} /> : null}
          {view.sort && view.sort !== 'newest' ? <input type="hidden" name="sort" value={view.sort} /> : null}
          <button type="submit" className={styles.searchButton}>
            Search
          </button>
        </form>
      </search>
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
      <nav aria-label="Collections" className={styles.collections}>
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
    </div>
  );
}
