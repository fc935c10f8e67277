import classes from './MaskIcon.module.css';

/** The class of an element that shows the icon of its --icon before its content (see MaskIcon.module.css). */
export const MASK_ICON = classes.icon;
