import { DEFAULT_CLIENT_ID, SANDBOX_HOST_PATTERN } from '../constants';

/** The loading counter: up when a wrapped task starts, down when it ends, never below zero. */
export const nextLoadingCount = (count: number, event: 'start' | 'end'): number =>
  event === 'start' ? count + 1 : Math.max(0, count - 1);

export const isLoading = (count: number): boolean => count > 0;

/** The "Add your Client ID" toast: only while the demo's client id is in use and not dismissed. */
export const shouldShowToast = (clientId: string, toastClosed: string | null): boolean =>
  clientId === DEFAULT_CLIENT_ID && toastClosed === null;

/** The sandbox notice: on a sandbox host, until "Don't show again". */
export const shouldShowSandboxInfo = (hostname: string, sandboxInfoModal: string | null): boolean =>
  SANDBOX_HOST_PATTERN.test(hostname) && sandboxInfoModal === null;
