'use client';

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { LoginModal } from '../modals/login-modal';
import { PremiumModal } from '../modals/premium-modal';

export interface PremiumModalProps {
  /** What "Upgrade Now" does, e.g. continue to the platform's plans page. */
  primaryAction: () => void;
}

type OpenModal = { kind: 'login' } | { kind: 'premium'; props: PremiumModalProps } | null;

interface ModalContextValue {
  openLoginModal(): void;
  openPremiumModal(props: PremiumModalProps): void;
  closeModal(): void;
}

const ModalContext = createContext<ModalContextValue | null>(null);

export function ModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenModal>(null);
  const closeModal = useCallback(() => setOpen(null), []);
  const value = useMemo<ModalContextValue>(
    () => ({
      openLoginModal: () => setOpen({ kind: 'login' }),
      openPremiumModal: (props) => setOpen({ kind: 'premium', props }),
      closeModal,
    }),
    [closeModal],
  );
  return (
    <ModalContext.Provider value={value}>
      {children}
      {open?.kind === 'login' && <LoginModal onClose={closeModal} />}
      {open?.kind === 'premium' && (
        <PremiumModal onClose={closeModal} primaryAction={open.props.primaryAction} />
      )}
    </ModalContext.Provider>
  );
}

export function useModal(): ModalContextValue {
  const context = useContext(ModalContext);
  if (!context) throw new Error('useModal must be used within a ModalProvider');
  return context;
}
