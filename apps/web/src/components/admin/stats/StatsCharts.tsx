import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { ApplicationsPerWeekDto, JobStatsDto } from '@app/shared/schemas/job-stats';

/**
 * The admin area's charts (issue 38, item 4), in a chunk of their own (@mantine/charts on recharts),
 * loaded when a chart is first shown. Each chart is a picture for the eye; its figures are also
 * written out beside it (the totals and tables of JobStatsPanel and ApplicationsPerWeekCard) for
 * screen readers and for copying.
 */

/** '2026-11-29' -> 'Nov 29' (the day as the company counts it; no Intl: see lib/format). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const shortDay = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1] ?? ''} ${Number(day.slice(8, 10))}`;

/** Views and applications of one job per day. */
export function JobDaysChart({ days }: { days: JobStatsDto['days'] }) {
  const data = days.map((d) => ({ day: shortDay(d.day), Views: d.views, Applications: d.applications }));
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="day"
      series={[
        { name: 'Views', color: 'blue.6' },
        { name: 'Applications', color: 'teal.7' },
      ]}
      curveType="linear"
      withLegend
      withDots={false}
      tickLine="y"
      gridAxis="y"
      aria-hidden
    />
  );
}

/** Applications per week (the dashboard). */
export function ApplicationsWeeksChart({ weeks }: { weeks: ApplicationsPerWeekDto['weeks'] }) {
  const data = weeks.map((w) => ({ week: shortDay(w.weekStart), Applications: w.applications }));
  return <BarChart h={220} data={data} dataKey="week" series={[{ name: 'Applications', color: 'grape.6' }]} tickLine="y" gridAxis="y" aria-hidden />;
}
