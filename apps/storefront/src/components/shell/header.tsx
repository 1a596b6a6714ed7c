'use client';

import Link from 'next/link';
import type { Who } from '../../lib/views/member';
import { useCart } from '../cart/cart-provider';
import { MemberBar } from '../member/member-bar';
import styles from './shell.module.css';

/** The shell's header: the logo, the member bar for `who`, and the cart's button. */
export function Header({ who }: { who: Who }) {
  const { cart, open } = useCart();
  const count = cart?.count;
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link href="/" className={styles.logo} aria-label="Bazaar home">
          {/* biome-ignore lint/performance/noImgElement: next/image serves SVGs unoptimized anyway,
              and its runtime (5 KB gzipped) would load on every page just for the logo. */}
          <img src="/logo.svg" alt="Bazaar" width={88} height={34} fetchPriority="high" />
        </Link>
        <nav className={styles.nav} aria-label="Account">
          <MemberBar who={who} />
          <button
            type="button"
            className={styles.cartLink}
            onClick={open}
            aria-haspopup="dialog"
            data-testid="header.cart"
          >
            Cart
            {count ? (
              <span className={styles.badge} data-testid="header.cart.count">
                {count}
                <span className="visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
              </span>
            ) : null}
          </button>
        </nav>
      </div>
    </header>
  );
}
