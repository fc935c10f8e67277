import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';
import { SectionHeading } from './SectionHeading';
// The same card as /blog: on a phone the home page's own card was twice as tall, its picture cropped.
import { BlogCard } from '../blog/BlogCard';
import { PLAIN_BUTTON } from '../PlainButton/PlainButton';
import classes from './home.module.css';
import { LATEST_POSTS_INPUT } from './queries';
import { useCompany } from '../../lib/company';
import { m } from '../../lib/i18n';

export const LATEST_POSTS_COUNT = 3;

/** The latest three blog posts and a link to the full blog. */
export function LatestPosts() {
  const company = useCompany();
  const posts = useQuery(trpc.blog.list.queryOptions(LATEST_POSTS_INPUT));
  const latest = posts.data?.items ?? [];
  return (
    <section className={`${classes.section} ${classes.tinted}`} aria-labelledby="home-blog-heading">
      <div className={classes.container}>
        <SectionHeading
          id="home-blog-heading"
          eyebrow={m.home_blog_eyebrow()}
          title={m.home_blog_title()}
          description={m.home_blog_description({ shortName: company.shortName })}
        />
        {posts.isPending ? (
          <div className={`${classes.grid} ${classes.grid3}`}>
            {Array.from({ length: LATEST_POSTS_COUNT }, (_, i) => (
              <Skeleton key={i} height={380} radius="lg" />
            ))}
          </div>
        ) : latest.length === 0 ? (
          <p className={`${classes.text} ${classes.muted} ${classes.centered}`}>{m.home_blog_empty()}</p>
        ) : (
          <div className={`${classes.grid} ${classes.grid3}`} data-testid="home-posts">
            {latest.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </div>
        )}
        <div className={classes.more}>
          <Link to="/blog" className={PLAIN_BUTTON} data-variant="outline" data-size="md" data-arrow>
            {m.home_blog_view_all()}
          </Link>
        </div>
      </div>
    </section>
  );
}
