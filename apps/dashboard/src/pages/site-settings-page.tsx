import { useSite } from '../site';
import { GeneralForm } from '../site-settings/general-form';
import { OAuthClientsSection } from '../site-settings/oauth-clients-section';
import { WebhooksSection } from '../site-settings/webhooks-section';

/** The site itself: its name, zone and apps, its sign-in clients and its webhooks (people and keys are on Team). */
export function SiteSettingsPage({ siteId }: { siteId: string }) {
  const site = useSite(siteId);
  return (
    <>
      <h1>Site settings</h1>
      {site.isError ? (
        <p role="alert" className="error">
          The site could not be loaded. Please reload the page.
        </p>
      ) : site.data ? (
        <GeneralForm key={siteId} siteId={siteId} site={site.data} />
      ) : (
        <p aria-busy="true">Loading the site…</p>
      )}
      <OAuthClientsSection siteId={siteId} />
      <WebhooksSection siteId={siteId} />
    </>
  );
}
