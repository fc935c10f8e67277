import { BarChart, LineChart } from '@mantine/charts';
import { Box } from '@mantine/core';
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
  const views = days.reduce((sum, d) => sum + d.views, 0);
  const applications = days.reduce((sum, d) => sum + d.applications, 0);
  return (
    // One picture with one name (recharts' keyboard layer off: the figures are written out beside it).
    <Box role="img" aria-label={`Chart: ${views} views and ${applications} applications over ${days.length} days`}>
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
        lineChartProps={{ accessibilityLayer: false }}
      />
    </Box>
  );
}

/** Applications per week (the dashboard). */
export function ApplicationsWeeksChart({ weeks }: { weeks: ApplicationsPerWeekDto['weeks'] }) {
  const data = weeks.map((w) => ({ week: shortDay(w.weekStart), Applications: w.applications }));
  const total = weeks.reduce((sum, w) => sum + w.applications, 0);
  return (
    <Box role="img" aria-label={`Chart: ${total} applications over ${weeks.length} weeks`}>
      <BarChart
        h={220}
        data={data}
        dataKey="week"
        series={[{ name: 'Applications', color: 'grape.6' }]}
        tickLine="y"
        gridAxis="y"
        barChartProps={{ accessibilityLayer: false }}
      />
    </Box>
  );
}
