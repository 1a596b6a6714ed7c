'use client';

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { ServiceView } from '../../lib/views/bookings';
import styles from './bookings.module.css';

/** The calendar's element id (the platform's `calendarPage` link ends in `#calendar`). */
export const CALENDAR_ID = 'calendar';

type Chosen = Pick<ServiceView, 'id' | 'slug' | 'name' | 'kind' | 'course'>;

interface ServiceChoice {
  chosen: Chosen | undefined;
  choose(id: string): void;
}

const ServiceChoiceContext = createContext<ServiceChoice | null>(null);

/**
 * Which service the visitor is choosing a time for, kept in the address (`?service=<slug>`, the
 * platform's `bookingPage` link) without asking the server again: the list is already rendered.
 */
export function ServiceChoiceProvider({
  services,
  initial,
  children,
}: {
  services: Chosen[];
  initial: string | undefined;
  children: ReactNode;
}) {
  const [chosenId, setChosenId] = useState(initial);
  const choose = useCallback(
    (id: string) => {
      const service = services.find((candidate) => candidate.id === id);
      if (!service) return;
      setChosenId(id);
      const url = new URL(window.location.href);
      url.searchParams.set('service', service.slug);
      window.history.replaceState(window.history.state, '', url);
      // On a phone the times are below the list: bring them up.
      if (window.matchMedia('(max-width: 800px)').matches)
        document.getElementById(CALENDAR_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    [services],
  );
  const value = useMemo(
    () => ({ chosen: services.find((service) => service.id === chosenId), choose }),
    [services, chosenId, choose],
  );
  return <ServiceChoiceContext.Provider value={value}>{children}</ServiceChoiceContext.Provider>;
}

export function useServiceChoice(): ServiceChoice {
  const context = useContext(ServiceChoiceContext);
  if (!context) throw new Error('useServiceChoice must be used within a ServiceChoiceProvider');
  return context;
}

/**
 * A service card's button, which takes a click anywhere on its card: shows the service's times
 * beside (or, on a phone, below) the list; for a course, which is booked whole, how to book it.
 */
export function ChooseService({ id, name, course }: { id: string; name: string; course: boolean }) {
  const { chosen, choose } = useServiceChoice();
  const pressed = chosen?.id === id;
  return (
    <button
      type="button"
      className={styles.choose}
      aria-pressed={pressed}
      onClick={() => choose(id)}
      data-testid="bookings.service"
    >
      {course ? 'Book the course' : 'See times'}
      <span className="visually-hidden"> for {name}</span>
    </button>
  );
}
