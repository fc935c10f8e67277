import { List, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { parseContent, type Inline } from './blog';
import classes from './blog.module.css';

function Inlines({ parts }: { parts: Inline[] }) {
  return <>{parts.map((part, index) => (part.bold ? <strong key={index}>{part.text}</strong> : <span key={index}>{part.text}</span>))}</>;
}

/** The article body, rendered from plain text as headings, paragraphs and lists (never as HTML). */
export function ArticleContent({ content }: { content: string }) {
  const blocks = useMemo(() => parseContent(content), [content]);
  return (
    <div className={classes.prose} data-testid="article-content">
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <Title key={index} order={block.level} fz={block.level === 2 ? { base: 22, md: 26 } : { base: 19, md: 21 }} c="navy.9" mt="xl" mb="sm">
              {block.text}
            </Title>
          );
        }
        if (block.kind === 'list') {
          return (
            <List key={index} type={block.ordered ? 'ordered' : 'unordered'} spacing="xs" mb="md" fz={{ base: 'md', md: 17 }} lh={1.7} c="gray.8">
              {block.items.map((item, i) => (
                <List.Item key={i}>
                  <Inlines parts={item} />
                </List.Item>
              ))}
            </List>
          );
        }
        return (
          <Text key={index} fz={{ base: 'md', md: 17 }} lh={1.75} c="gray.8" mb="md">
            <Inlines parts={block.inlines} />
          </Text>
        );
      })}
    </div>
  );
}
