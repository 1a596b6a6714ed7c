import { useQuery } from '@tanstack/react-query';
import { siteClient } from '../platform';
import { CouponsSection } from '../settings/coupons-section';
import { ShippingAndTaxForm } from '../settings/shipping-and-tax-form';
import { StoreSection } from '../settings/store-section';

/** The store's settings: currency and payments, delivery and tax, coupons. */
export function SettingsPage({ siteId }: { siteId: string }) {
  const commerce = useQuery({
    queryKey: ['commerce-settings', siteId],
    staleTime: 0,
    queryFn: () => siteClient(siteId).commerceSettings.getCommerceSettings(),
  });
  return (
    <>
      <h1>Store settings</h1>
      <StoreSection siteId={siteId} />
      {commerce.isError ? (
        <p role="alert" className="error">
          The delivery and tax settings could not be loaded. Please reload the page.
        </p>
      ) : commerce.data ? (
        <ShippingAndTaxForm siteId={siteId} settings={commerce.data.commerceSettings} />
      ) : (
        <p aria-busy="true">Loading the delivery and tax settings…</p>
      )}
      <CouponsSection siteId={siteId} />
    </>
  );
}
