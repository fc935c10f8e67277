import classes from './PlainButton.module.css';

/** The class of a plain button or link drawn as a Mantine button, with Mantine's focus ring and pressed state (see PlainButton.module.css). */
export const PLAIN_BUTTON = `${classes.button} mantine-focus-auto mantine-active`;
