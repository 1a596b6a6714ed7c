'use client';

import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';

// Most visits never open a modal: their code loads on first use, not with every page.
const LoginModal = lazy(() =>
  import('../modals/login-modal').then((module) => ({ default: module.LoginModal })),
);
const PremiumModal = lazy(() =>
  import('../modals/premium-modal').then((module) => ({ default: module.PremiumModal })),
);

interface PremiumModalProps {
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
      <Suspense fallback={null}>
        {open?.kind === 'login' && <LoginModal onClose={closeModal} />}
        {open?.kind === 'premium' && (
          <PremiumModal onClose={closeModal} primaryAction={open.props.primaryAction} />
        )}
      </Suspense>
    </ModalContext.Provider>
  );
}

export function useModal(): ModalContextValue {
  const context = useContext(ModalContext);
  if (!context) throw new Error('useModal must be used within a ModalProvider');
  return context;
}
