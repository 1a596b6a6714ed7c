// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CalendarDay, FreeTime } from '../../lib/views/bookings';
import { DayTimes } from './day-times';

afterEach(() => cleanup());

const entry = (startDate: string, spots = 1): FreeTime => ({
  bookable: true,
  openSpots: spots,
  totalSpots: spots,
  slot: { startDate, endDate: startDate },
});

const day = (key: string, label: string, times: CalendarDay['times']): CalendarDay => ({
  key,
  weekday: label.slice(0, 3),
  dayOfMonth: key.slice(8),
  label,
  times,
});

describe('the slot picker’s days and times (plain data from the server)', () => {
  it('starts on the first day with a free time and books the one clicked', () => {
    const booked: FreeTime[] = [];
    const nine = entry('2030-03-10T09:00:00Z');
    render(
      <DayTimes
        days={[
          day('2030-03-09', 'Saturday, March 9', []),
          day('2030-03-10', 'Sunday, March 10', [{ key: 'a', time: '9:00 AM', entry: nine }]),
        ]}
        serviceName="Haircut"
        onBook={(chosen) => booked.push(chosen)}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Sunday, March 10' })).toBeTruthy();
    const slot = screen.getByTestId('bookings.slot');
    expect(slot.textContent).toContain('9:00 AM');
    fireEvent.click(slot);
    expect(booked).toEqual([nine]);
  });

  it('says so when no day has a free time', () => {
    render(
      <DayTimes
        days={[day('2030-03-09', 'Saturday, March 9', [])]}
        serviceName="Haircut"
        onBook={() => {}}
      />,
    );
    expect(screen.getByText('No free times in the next 7 days.')).toBeTruthy();
  });
});
