import type { AnalyticsData } from '@bazaar/sdk/analytics';

/** Date-only arithmetic on YYYY-MM-DD (a calendar day has no zone once it is named). */
const shift = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Today on the site's calendar. */
export const todayIn = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

/** The days the home page shows: this week from Monday, this month from the 1st, and the chart's 30. */
export function salesWindow(today: string) {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const week = shift(today, -weekday);
  const month = `${today.slice(0, 8)}01`;
  const chart = shift(today, -29);
  const start = [week, month, chart].sort()[0] ?? chart;
  return { today, week, month, chart, start };
}

export interface Period {
  label: string;
  sales: number;
  orders: number;
}

/** Sales and orders summed from a day on, per period the home page names. */
export function periodsOf(data: AnalyticsData, window: ReturnType<typeof salesWindow>): Period[] {
  const values = (type: string) => data.data.find((measure) => measure.type === type)?.values ?? [];
  const sumFrom = (type: string, from: string) =>
    values(type).reduce((sum, value) => (value.date >= from ? sum + value.value : sum), 0);
  return [
    { label: 'Today', from: window.today },
    { label: 'This week', from: window.week },
    { label: 'This month', from: window.month },
  ].map(({ label, from }) => ({
    label,
    sales: sumFrom('TOTAL_SALES', from),
    orders: sumFrom('TOTAL_ORDERS', from),
  }));
}

/** The chart's days: sales by day over the last 30. */
export const chartDays = (data: AnalyticsData, from: string) =>
  (data.data.find((measure) => measure.type === 'TOTAL_SALES')?.values ?? []).filter(
    (value) => value.date >= from,
  );
