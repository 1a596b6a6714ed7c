import type { ServiceView } from '../../lib/platform/bookings';
import styles from './bookings.module.css';
import { ChooseService } from './service-choice';

const KINDS: Record<ServiceView['kind'], string> = {
  APPOINTMENT: 'Appointment',
  CLASS: 'Class',
  COURSE: 'Course',
};

/** The services a visitor can book, rendered on the server; choosing one is the only client part. */
export function ServiceList({ services }: { services: ServiceView[] }) {
  return (
    <div>
      <h2 className={styles.heading}>Services</h2>
      <ul className={styles.services} aria-label="Services">
        {services.map((service) => (
          <li key={service.id} className={styles.service}>
            <div className={styles.serviceText}>
              <h3 className={styles.serviceName}>{service.name}</h3>
              {service.tagLine ? <p className={styles.tagLine}>{service.tagLine}</p> : null}
              <p className={styles.facts}>
                <span>{KINDS[service.kind]}</span>
                <span>{service.duration}</span>
                <span className={styles.price}>{service.price}</span>
              </p>
              {service.place ? <p className={styles.place}>{service.place}</p> : null}
            </div>
            <ChooseService id={service.id} name={service.name} course={service.kind === 'COURSE'} />
          </li>
        ))}
      </ul>
    </div>
  );
}
