'use client';

import { useState } from 'react';
import type { CourseView } from '../../lib/views/bookings';
import { addCourseToCart } from '../cart/actions';
import { useCart } from '../cart/cart-provider';
import { useLoading } from '../providers/loading-provider';
import buttons from '../shell/buttons.module.css';
import styles from './bookings.module.css';

/** When the answer cannot come at all: a sentence, never the platform's message. */
const ADD_FAILED = 'The course could not be added just now. Please try again.';

/**
 * A course is booked whole, all its sessions at once: it goes in the cart as one line and is paid
 * at the checkout, where placing the order books it. The cart drawer opens with it.
 */
export function CourseAdd({
  serviceId,
  serviceName,
  course,
}: {
  serviceId: string;
  serviceName: string;
  /** Its sessions and places left, as the server read them. */
  course?: CourseView | undefined;
}) {
  const { wrap } = useLoading();
  const { changed } = useCart();
  const [message, setMessage] = useState<string | null>(null);
  const add = () => {
    setMessage(null);
    wrap(async () => {
      // The answer's sentence says why (a full or begun course), never the platform's message.
      const answer = await addCourseToCart(serviceId);
      if (answer.ok) changed(answer.cart, { open: true });
      else setMessage(answer.problem);
    }).catch(() => setMessage(ADD_FAILED));
  };
  return (
    <div className={styles.note}>
      <p>A course is booked as a whole: one place for all its sessions, paid at the checkout.</p>
      {course ? (
        <div className={styles.course} data-testid="bookings.course">
          <p className={styles.courseFirst}>{course.first}</p>
          <p>
            {course.sessions} · {course.when}
            {course.places ? (
              <>
                {' · '}
                <strong data-testid="bookings.course.places">{course.places}</strong>
              </>
            ) : null}
          </p>
          <ol className={styles.courseDates} aria-label="Session dates">
            {course.dates.map((date, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two sessions may share a date
              <li key={index}>{date}</li>
            ))}
          </ol>
        </div>
      ) : null}
      <button type="button" className={buttons.primary} onClick={add} disabled={course?.places === 'Full'}>
        Add to cart
        <span className="visually-hidden">: {serviceName}</span>
      </button>
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
