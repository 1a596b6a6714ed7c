import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
// The look, one file per part of the page, in cascade order.
import './styles/base.css';
import './styles/shell.css';
import './styles/lists.css';
import './styles/sales.css';
import './styles/rows-and-dialogs.css';
import './styles/products.css';
import './styles/order.css';
import './styles/editor.css';
import './styles/product-editor.css';
import './styles/check-in.css';
import './styles/calendar.css';

/** Server state: each answer kept a minute, asked again when a page needs it after that. */
const queries = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queries}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
