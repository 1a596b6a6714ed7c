import { lazy, Suspense, useEffect, useState } from 'react';
import { navigate, routeOf, type SitePage, usePath } from './navigation';
import { HomePage } from './pages/home-page';
import { OrdersPage } from './pages/orders-page';
import { ProductsPage } from './pages/products-page';
import { SitesPage } from './pages/sites-page';
import { finishSignIn, signedIn, startSignIn } from './session';
import { Shell } from './shell';

// Pages that edit (forms, their checks) load when first opened: the home page comes first.
const CollectionPage = lazy(() =>
  import('./pages/collection-page').then((page) => ({ default: page.CollectionPage })),
);
const CollectionsPage = lazy(() =>
  import('./pages/collections-page').then((page) => ({ default: page.CollectionsPage })),
);
const MemberPage = lazy(() => import('./pages/member-page').then((page) => ({ default: page.MemberPage })));
const MembersPage = lazy(() =>
  import('./pages/members-page').then((page) => ({ default: page.MembersPage })),
);
const CheckInPage = lazy(() =>
  import('./pages/check-in-page').then((page) => ({ default: page.CheckInPage })),
);
const EventPage = lazy(() => import('./pages/event-page').then((page) => ({ default: page.EventPage })));
const EventsPage = lazy(() => import('./pages/events-page').then((page) => ({ default: page.EventsPage })));
const PlanPage = lazy(() => import('./pages/plan-page').then((page) => ({ default: page.PlanPage })));
const PlansPage = lazy(() => import('./pages/plans-page').then((page) => ({ default: page.PlansPage })));
const OrderPage = lazy(() => import('./pages/order-page').then((page) => ({ default: page.OrderPage })));
const ProductPage = lazy(() =>
  import('./pages/product-page').then((page) => ({ default: page.ProductPage })),
);
const SettingsPage = lazy(() =>
  import('./pages/settings-page').then((page) => ({ default: page.SettingsPage })),
);
const SiteSettingsPage = lazy(() =>
  import('./pages/site-settings-page').then((page) => ({ default: page.SiteSettingsPage })),
);
const BookingsPage = lazy(() =>
  import('./pages/bookings-page').then((page) => ({ default: page.BookingsPage })),
);
const ServicePage = lazy(() =>
  import('./pages/service-page').then((page) => ({ default: page.ServicePage })),
);
const ServicesPage = lazy(() =>
  import('./pages/services-page').then((page) => ({ default: page.ServicesPage })),
);
const StaffMemberPage = lazy(() =>
  import('./pages/staff-member-page').then((page) => ({ default: page.StaffMemberPage })),
);
const StaffPage = lazy(() => import('./pages/staff-page').then((page) => ({ default: page.StaffPage })));
const TeamPage = lazy(() => import('./pages/team-page').then((page) => ({ default: page.TeamPage })));

/** The dashboard by path: the sign-in callback, the account's sites, and each site's pages. */
export function App() {
  const route = routeOf(usePath());
  if (route.page === 'callback') return <Callback />;
  if (!signedIn()) return <SignIn />;
  if (route.page === 'sites') return <SitesPage />;
  if (route.page === 'unknown')
    return (
      <main className="centered">
        <h1>Page not found</h1>
        <p>
          <a href="/dashboard">Back to your sites</a>
        </p>
      </main>
    );
  return (
    <Shell siteId={route.siteId} page={route.page}>
      {(shown) => (
        <Suspense fallback={<p aria-busy="true">Loading the page…</p>}>
          {route.itemId ? (
            <ItemPageOf page={shown} siteId={route.siteId} itemId={route.itemId} />
          ) : (
            <SitePageOf page={shown} siteId={route.siteId} />
          )}
        </Suspense>
      )}
    </Shell>
  );
}

/** One thing of an area: an order, a product (or a new one), a collection. */
function ItemPageOf({ page, siteId, itemId }: { page: SitePage; siteId: string; itemId: string }) {
  if (page === 'products') return <ProductPage siteId={siteId} productId={itemId} />;
  if (page === 'collections') return <CollectionPage siteId={siteId} collectionId={itemId} />;
  if (page === 'members') return <MemberPage siteId={siteId} memberId={itemId} />;
  if (page === 'plans') return <PlanPage siteId={siteId} planId={itemId} />;
  if (page === 'events') return <EventPage siteId={siteId} eventId={itemId} />;
  if (page === 'services') return <ServicePage siteId={siteId} serviceId={itemId} />;
  if (page === 'staff') return <StaffMemberPage siteId={siteId} memberId={itemId} />;
  return <OrderPage siteId={siteId} orderId={itemId} />;
}

function SitePageOf({ page, siteId }: { page: SitePage; siteId: string }) {
  if (page === 'products') return <ProductsPage siteId={siteId} />;
  if (page === 'orders') return <OrdersPage siteId={siteId} />;
  if (page === 'bookings') return <BookingsPage siteId={siteId} />;
  if (page === 'services') return <ServicesPage siteId={siteId} />;
  if (page === 'staff') return <StaffPage siteId={siteId} />;
  if (page === 'collections') return <CollectionsPage siteId={siteId} />;
  if (page === 'members') return <MembersPage siteId={siteId} />;
  if (page === 'plans') return <PlansPage siteId={siteId} />;
  if (page === 'check-in') return <CheckInPage siteId={siteId} />;
  if (page === 'events') return <EventsPage siteId={siteId} />;
  if (page === 'settings') return <SettingsPage siteId={siteId} />;
  if (page === 'team') return <TeamPage siteId={siteId} />;
  if (page === 'site') return <SiteSettingsPage siteId={siteId} />;
  return <HomePage siteId={siteId} />;
}

function SignIn() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const start = () => {
    setBusy(true);
    startSignIn(window.location.href).catch(() => {
      setBusy(false);
      setProblem('The sign-in page could not be opened. Please try again.');
    });
  };
  return (
    <main className="centered">
      <p className="eyebrow">Bazaar</p>
      <h1>Run your business</h1>
      <p className="muted">Sign in with the account you were invited with.</p>
      <button type="button" className="button" onClick={start} disabled={busy}>
        {busy ? 'Opening the sign-in page…' : 'Sign in'}
      </button>
      {problem ? (
        <p role="alert" className="error">
          {problem}
        </p>
      ) : null}
    </main>
  );
}

function Callback() {
  const [problem, setProblem] = useState('');
  useEffect(() => {
    finishSignIn(window.location.href)
      .then((next) => navigate(next, true))
      .catch(() => setProblem('This sign-in has expired or was already finished. Please sign in again.'));
  }, []);
  return (
    <main className="centered" aria-busy={!problem}>
      {problem ? (
        <>
          <h1>Sign-in not finished</h1>
          <p role="alert" className="error">
            {problem}
          </p>
          <p>
            <a href="/dashboard">Sign in again</a>
          </p>
        </>
      ) : (
        <p>Signing you in…</p>
      )}
    </main>
  );
}
