import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutPage } from './checkout-page';
import './styles.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <CheckoutPage session={new URLSearchParams(window.location.search).get('session') ?? ''} />
    </StrictMode>,
  );
}
