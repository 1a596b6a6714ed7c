'use client';

import { useEffect, useState } from 'react';
import { CLIENT_ID, DEPLOYED_DEMO_URL, oauthSettingsUrl, STORAGE_KEYS } from '../../constants';
import { useClient } from '../providers/client-provider';
import buttons from '../shell/buttons.module.css';
import { Dialog } from './dialog';
import styles from './modals.module.css';

/** Member login needs this page's callback URL among the OAuth client's allowed redirect URIs. */
export function LoginModal({ onClose }: { onClose: () => void }) {
  const { msid } = useClient();
  const [sandboxUrl, setSandboxUrl] = useState('');
  const [copied, setCopied] = useState(false);
  useEffect(() => setSandboxUrl(`${window.location.origin}/login-callback`), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sandboxUrl);
      setCopied(true);
    } catch (error) {
      console.error('Failed to copy the URL: ', error);
    }
  };
  const dontShowAgain = () => {
    window.localStorage.setItem(STORAGE_KEYS.sandboxInfoModal, 'true');
    onClose();
  };

  return (
    <Dialog title="You are in a sandbox environment" onClose={onClose} testId="login-modal">
      <p>
        To log in as a member here, add this sandbox URL to the allowed redirect URIs of your OAuth client:
      </p>
      <button type="button" className={styles.copyable} onClick={copy} title="Copy the URL">
        <code>{sandboxUrl}</code>
        <span className={styles.copyHint}>{copied ? 'Copied' : 'Copy'}</span>
      </button>
      <p>
        <a href={oauthSettingsUrl(msid, CLIENT_ID)} target="_blank" rel="noreferrer">
          Open the OAuth settings of this site
        </a>{' '}
        or{' '}
        <a href={DEPLOYED_DEMO_URL} target="_blank" rel="noreferrer">
          try a deployed version
        </a>
        .
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={dontShowAgain}>
          Don&apos;t show again
        </button>
      </div>
    </Dialog>
  );
}
