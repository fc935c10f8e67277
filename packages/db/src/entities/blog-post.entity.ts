import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { nowOnCreate, nowOnWrite, serialId, textLine, url } from './columns.ts';

export const BlogPost = defineEntity({
  name: 'BlogPost',
  tableName: 'blog_posts',
  properties: {
    id: serialId(),
    slug: p.string().length(160).unique(),
    title: textLine(),
    excerpt: p.text(),
    content: p.text(),
    /** The French version (issue 35): shown on French pages when the post has all three. */
    titleFr: p.string().length(200).nullable(),
    excerptFr: p.text().nullable(),
    contentFr: p.text().nullable(),
    imageUrl: url().nullable(),
    category: p.string().length(60).default('General'),
    author: p.string().length(120).default('Editorial Team'),
    published: p.boolean().default(false),
    publishedAt: p.datetime().defaultRaw('now()').nullable(),
    createdAt: nowOnCreate(),
    updatedAt: nowOnWrite(),
  },
  indexes: [{ properties: ['published', 'publishedAt'] }],
});

export type IBlogPost = InferEntity<typeof BlogPost>;
