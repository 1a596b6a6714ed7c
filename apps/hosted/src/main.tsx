import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HostedPage } from './router';
import './styles.css';
import './summary.css';
import './page-parts.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <HostedPage location={window.location} />
    </StrictMode>,
  );
}
