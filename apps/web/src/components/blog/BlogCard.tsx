import { currentLocale, m } from '../../lib/i18n';
import { localizedPost } from '../../lib/post-text';
import { Link } from '@tanstack/react-router';
import type { BlogPostDto } from '@app/shared/schemas/dtos';
import { useShownDate } from '../../lib/use-shown-date';
import { MASK_ICON } from '../MaskIcon/MaskIcon';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { READ_TIME, blogImage } from './blog';
import classes from './blog.module.css';

type CardPost = Pick<BlogPostDto, 'slug' | 'title' | 'excerpt' | 'imageUrl' | 'category' | 'publishedAt' | 'titleFr' | 'excerptFr' | 'contentFr'>;

/**
 * An article card: image (or the fallback), category, title, excerpt, date and the fixed
 * '5 min read'. The title is the card's one link, stretched over the whole card.
 */
export function BlogCard({ post: stored, headingLevel = 3 }: { post: CardPost; headingLevel?: 2 | 3 | 4 }) {
  // On a French page: the post's French title and excerpt when it has a French version.
  const post = localizedPost({ ...stored, content: stored.contentFr ?? '' }, currentLocale());
  const date = useShownDate(post.publishedAt);
  const headingId = `blog-card-${post.slug}`;
  const Heading = `h${headingLevel}` as const;
  return (
    <article aria-labelledby={headingId} className={classes.card} data-testid="blog-card">
      <div className={classes.coverBox}>
        <ResponsiveImage src={blogImage(post)} alt="" sizes="(max-width: 768px) 100vw, 400px" width={1200} height={630} className={classes.cover} />
        <div className={classes.category} data-testid="blog-card-category">
          <span>{post.category}</span>
        </div>
      </div>
      <div className={classes.cardBody}>
        <div className={classes.cardMeta}>
          {date ? (
            <span className={`${MASK_ICON} ${classes.metaItem} ${classes.calendar}`}>
              <time dateTime={post.publishedAt ?? undefined} data-testid="blog-card-date">
                {date}
              </time>
            </span>
          ) : null}
          <span className={`${MASK_ICON} ${classes.metaItem} ${classes.clock}`}>
            <span>{READ_TIME()}</span>
          </span>
        </div>
        <Heading id={headingId} className={classes.cardTitle}>
          <Link to="/blog/$slug" params={{ slug: post.slug }} className={classes.stretched} lang={post.lang}>
            {post.title}
          </Link>
        </Heading>
        <p className={classes.excerpt} lang={post.lang}>
          {post.excerpt}
        </p>
        <div className={classes.readMore} aria-hidden>
          {m.blog_read_article()}
        </div>
      </div>
    </article>
  );
}
