import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Sales by day as bars; the same figures are in a table for screen readers. */
export default function SalesChart({
  days,
  money,
}: {
  days: { date: string; value: number }[];
  money: (value: number) => string;
}) {
  const label = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  return (
    <figure className="chart">
      <figcaption className="visually-hidden">Sales by day over the last 30 days</figcaption>
      <div className="chart-area" aria-hidden="true">
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey="date"
              tickFormatter={label}
              tick={{ fontSize: 12, fill: '#475569' }}
              minTickGap={16}
            />
            <YAxis
              tickFormatter={(value: number) => money(value)}
              tick={{ fontSize: 12, fill: '#475569' }}
              width={72}
            />
            <Tooltip
              formatter={(value) => money(Number(value))}
              labelFormatter={(date) => label(String(date))}
            />
            <Bar
              dataKey="value"
              name="Sales"
              fill="#4f46e5"
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Sales</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{label(day.date)}</td>
              <td>{money(day.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
