'use client';

import buttons from '../shell/buttons.module.css';
import { Dialog } from './dialog';
import styles from './modals.module.css';

export function PremiumModal({ onClose, primaryAction }: { onClose: () => void; primaryAction: () => void }) {
  return (
    <Dialog title="Upgrade this site to accept payments online" onClose={onClose} testId="premium-modal">
      <p>
        To start getting paid online, upgrade your site with a premium that allows you to see the full payment
        flow
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => {
            primaryAction();
            onClose();
          }}
        >
          Upgrade Now
        </button>
      </div>
    </Dialog>
  );
}
