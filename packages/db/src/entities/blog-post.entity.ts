import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const BlogPost = defineEntity({
  name: 'BlogPost',
  tableName: 'blog_posts',
  properties: {
    id: p.integer().primary().autoincrement(),
    slug: p.string().length(160).unique(),
    title: p.string().length(200),
    excerpt: p.text(),
    content: p.text(),
    imageUrl: p.string().length(2048).nullable(),
    category: p.string().length(60).default('General'),
    author: p.string().length(120).default('Editorial Team'),
    published: p.boolean().default(false),
    publishedAt: p.datetime().defaultRaw('now()').nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['published', 'publishedAt'] }],
});

export type IBlogPost = InferEntity<typeof BlogPost>;
