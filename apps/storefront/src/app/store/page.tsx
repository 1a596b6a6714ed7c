import { AppPage } from '../../components/apps/app-page';
import { StoreView } from '../../components/store/store-view';

export default function Page() {
  return (
    <AppPage
      app={1}
      title="Store"
      testId="commerce.container"
      emptyText="No products available"
      createHint="Add a product to the catalogue in the platform to see it here."
    >
      <StoreView />
    </AppPage>
  );
}
