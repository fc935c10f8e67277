import { AccordionChevron } from '@mantine/core';
import classes from './divisions.module.css';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions and answers: one item open at a time, and the open one collapses when clicked again.
 * Native `<details>` sharing a name: the browser keeps one open, so the answers open without
 * JavaScript too (and the browser's find-in-page opens the one that holds a match).
 */
export function FaqAccordion({ items, name = 'faq' }: { items: readonly FaqItem[]; name?: string }) {
  return (
    <div className={classes.faq}>
      {items.map((item) => (
        <details key={item.question} name={name} className={classes.faqItem}>
          <summary className={classes.faqQuestion}>
            <strong>{item.question}</strong>
            <span className={classes.faqChevron} aria-hidden>
              <AccordionChevron />
            </span>
          </summary>
          <div className={classes.faqAnswer}>{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
