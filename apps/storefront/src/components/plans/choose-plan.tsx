'use client';

import { useState } from 'react';
import { apiReferenceUrl } from '../../constants';
import { useLoading } from '../providers/loading-provider';
import { useModal } from '../providers/modal-provider';
import buttons from '../shell/buttons.module.css';
import { choosePlan } from './actions';

/**
 * "Choose plan": makes the hosted Order summary's link on the storefront's server and goes there;
 * busy until the browser has left. A link that cannot be made opens the premium modal, as the
 * other example apps do.
 */
export function ChoosePlan({ planId, planName }: { planId: string; planName: string }) {
  const { wrap } = useLoading();
  const { openPremiumModal } = useModal();
  const [busy, setBusy] = useState(false);
  const fail = () => {
    setBusy(false);
    openPremiumModal({
      primaryAction: () => window.open(apiReferenceUrl('Pricing plans'), '_blank', 'noopener'),
    });
  };
  const choose = () => {
    setBusy(true);
    wrap(async () => {
      const result = await choosePlan(planId);
      if (result.ok) return window.location.assign(result.url);
      fail();
    }).catch((error: unknown) => {
      console.error(error);
      fail();
    });
  };
  return (
    <button
      type="button"
      className={buttons.primary}
      onClick={choose}
      disabled={busy}
      data-testid="subscriptions.pricing-plan"
    >
      {/* The hidden part completes the name for screen readers: which plan. */}
      Choose plan<span className="visually-hidden"> {planName}</span>
    </button>
  );
}
