import { AppLink } from '../navigation';
import { useAccountSites } from '../roles';
import { roleWords } from '../words';

/** The sites the signed-in account works on, and as what. */
export function SitesPage() {
  const sites = useAccountSites();
  return (
    <main className="centered wide">
      <p className="eyebrow">Bazaar</p>
      <h1>Your sites</h1>
      {sites.isPending ? <p className="muted">Loading your sites…</p> : null}
      {sites.isError ? (
        <p role="alert" className="error">
          Your sites could not be loaded. Please reload the page.
        </p>
      ) : null}
      {sites.data?.length === 0 ? <p className="muted">You do not work on any site yet.</p> : null}
      <ul className="site-list">
        {sites.data?.map(({ site, role }) => (
          <li key={site._id}>
            <AppLink to={`/dashboard/sites/${encodeURIComponent(site._id)}`} className="site-card">
              <span className="site-card-name">{site.displayName}</span>
              <span className="muted">
                {roleWords(role)} · {site.settings.currency} · {site.settings.timeZone}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </main>
  );
}
