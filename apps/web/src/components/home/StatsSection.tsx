import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { AnimatedCounter } from '../AnimatedCounter/AnimatedCounter';
import { STATS } from './content';
import classes from './home.module.css';
import { useCompany } from '../../lib/company';
import { m } from '../../lib/i18n';

/** Section 3: live jobs, employers and hires from the stats call, counted up when scrolled into view. */
export function StatsSection() {
  const company = useCompany();
  const stats = useQuery(trpc.stats.get.queryOptions());
  return (
    <section className={classes.stats} aria-labelledby="home-stats-heading">
      <div className={classes.container}>
        <h2 id="home-stats-heading" className={classes.visuallyHidden}>
          {m.home_stats_heading({ shortName: company.shortName })}
        </h2>
        <div className={`${classes.grid} ${classes.statsGrid}`}>
          {STATS.map((stat) => (
            <div key={stat.key} className={classes.stat} data-testid={`stat-${stat.key}`}>
              <AnimatedCounter value={stats.data?.[stat.key]} className={classes.statValue} />
              <p className={classes.statLabel}>{stat.label()}</p>
              <p className={classes.statText}>{stat.description()}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
