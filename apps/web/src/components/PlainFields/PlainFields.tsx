import { Input, Switch } from '@mantine/core';
import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import classes from './PlainFields.module.css';

/*
 * Mantine's TextInput, NativeSelect and Switch (size sm, default variant) as the plain elements they
 * render, with Mantine's own classes (Input.classes, Switch.classes) and variables: the same look,
 * labels, ids and ARIA, without the components. Used where a page rendered afresh for every visitor
 * carries many fields (the job search form and its filter column): each Mantine input is a dozen
 * hooks (props, theme, styles, ids, context), and the section icons were SVG trees; here a field is
 * its few elements, its icon a CSS mask.
 */

/** Mantine's input sizes the site uses: sm (its default) and md (the home page's search). */
export type PlainFieldSize = 'sm' | 'md';

const smaller = (size: PlainFieldSize) => `calc(var(--mantine-font-size-${size}) - calc(0.125rem * var(--mantine-scale)))`;

/** The CSS variables Mantine writes on each part of a field of one size. */
const SIZES = Object.fromEntries(
  (['sm', 'md'] as const).map((size) => [
    size,
    {
      label: { '--input-label-size': `var(--mantine-font-size-${size})` } as CSSProperties,
      wrapper: { '--input-height': `var(--input-height-${size})`, '--input-fz': `var(--mantine-font-size-${size})` } as CSSProperties,
      error: { '--input-error-size': smaller(size) } as CSSProperties,
      description: { '--input-description-size': smaller(size) } as CSSProperties,
    },
  ]),
) as Record<PlainFieldSize, { label: CSSProperties; wrapper: CSSProperties; error: CSSProperties; description: CSSProperties }>;

/** An icon of a field's left section (see PlainFields.module.css). */
export type PlainFieldIcon = 'search' | 'mapPin' | 'radar' | 'link';

interface FieldProps {
  label: ReactNode;
  /** A line under the label, which describes the field. */
  description?: ReactNode;
  /** Shown under the field, which is then marked invalid and described by it. */
  error?: ReactNode;
  /** A class of the field's root (its width, say). */
  rootClassName?: string;
  /** Mantine's size: sm unless said. */
  size?: PlainFieldSize;
  /** The label's asterisk without the field being required in the browser (Mantine's withAsterisk). */
  withAsterisk?: boolean;
}

const shown = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/** What the field's own element carries: its id, Mantine's classes and data, and its ARIA. */
interface ControlAttributes {
  id: string;
  className: string;
  'data-variant': 'default';
  'data-error'?: true;
  'data-disabled'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * The label (with Mantine's asterisk when required), the description, the field's box with its
 * sections, and the error of one field; `control` draws the field's own element with `attributes`.
 */
function Field({
  id,
  label,
  description,
  error,
  required,
  disabled,
  rootClassName,
  size = 'sm',
  wrapper,
  control,
}: FieldProps & {
  id: string;
  required?: boolean;
  disabled?: boolean;
  wrapper: { style: CSSProperties; left?: ReactNode; right?: ReactNode; pointer?: boolean; multiline?: boolean };
  control: (attributes: ControlAttributes) => ReactNode;
}) {
  const sized = SIZES[size];
  const hasError = shown(error);
  const hasDescription = shown(description);
  const describedBy = [hasError ? `${id}-error` : '', hasDescription ? `${id}-description` : ''].filter(Boolean).join(' ');
  return (
    <div className={rootClassName ? `${Input.classes.root} ${rootClassName}` : Input.classes.root} data-size={size} data-error={hasError || undefined}>
      <label style={sized.label} className={Input.classes.label} data-size={size} data-required={required || undefined} htmlFor={id} id={`${id}-label`}>
        {label}
        {required ? (
          <span className={Input.classes.required} aria-hidden>
            {' *'}
          </span>
        ) : null}
      </label>
      {hasDescription ? (
        <p style={sized.description} className={Input.classes.description} data-size={size} id={`${id}-description`}>
          {description}
        </p>
      ) : null}
      <div
        // Mantine's room between the box and the description above it or the error under it.
        style={
          hasError || hasDescription
            ? ({
                ...wrapper.style,
                ...(hasDescription ? { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
                ...(hasError ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
              } as CSSProperties)
            : wrapper.style
        }
        className={Input.classes.wrapper}
        data-variant="default"
        data-size={size}
        data-error={hasError || undefined}
        data-pointer={wrapper.pointer || undefined}
        data-disabled={disabled || undefined}
        data-multiline={wrapper.multiline || undefined}
        data-with-left-section={wrapper.left !== undefined || undefined}
        data-with-right-section={wrapper.right !== undefined || undefined}
      >
        {wrapper.left !== undefined ? (
          <div data-position="left" className={Input.classes.section}>
            {wrapper.left}
          </div>
        ) : null}
        {control({
          id,
          className: Input.classes.input,
          'data-variant': 'default',
          'data-error': hasError || undefined,
          'data-disabled': disabled || undefined,
          'aria-invalid': hasError || undefined,
          'aria-describedby': describedBy || undefined,
        } as ControlAttributes)}
        {wrapper.right !== undefined ? (
          <div data-position="right" className={Input.classes.section}>
            {wrapper.right}
          </div>
        ) : null}
      </div>
      {hasError ? (
        <p style={sized.error} className={Input.classes.error} data-size={size} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The field's frame (label, description, error, root class, id) and the rest: its own element's props. */
function useField<P extends FieldProps & { id?: string; required?: boolean; disabled?: boolean }>(props: P) {
  const { label, description, error, rootClassName, size, withAsterisk, id, ...rest } = props;
  const ownId = useId();
  const frame = { label, description, error, rootClassName, size, id: id ?? ownId, required: rest.required || withAsterisk, disabled: rest.disabled };
  return { frame, rest };
}

/** Mantine's TextInput, plain: a label, an input and its left section (an icon, or a short text such as '$'). */
export function PlainTextInput(
  props: FieldProps &
    Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'size'> & {
      icon?: PlainFieldIcon;
      leftText?: string;
      ref?: Ref<HTMLInputElement>;
    },
) {
  const {
    frame,
    rest: { icon, leftText, ...input },
  } = useField(props);
  const left = icon ? <span className={`${classes.icon} ${classes[icon]}`} aria-hidden /> : leftText;
  const sized = SIZES[frame.size ?? 'sm'].wrapper;
  const style = leftText !== undefined && !icon ? { ...sized, '--input-left-section-pointer-events': 'none' } : sized;
  return <Field {...frame} wrapper={{ style, left }} control={(attributes) => <input {...input} {...attributes} />} />;
}

const TEXTAREA_WRAPPERS = Object.fromEntries(
  Object.entries(SIZES).map(([size, sized]) => [size, { ...sized.wrapper, '--input-padding-y': `var(--input-padding-y-${size})` } as CSSProperties]),
) as Record<PlainFieldSize, CSSProperties>;

/** Mantine's Textarea, plain (rows fixed, resized as `resize` says). */
export function PlainTextarea(
  props: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children' | 'size'> & { resize?: 'none' | 'vertical' | 'both' },
) {
  const {
    frame,
    rest: { resize, ...textarea },
  } = useField(props);
  const style = resize ? ({ '--input-resize': resize } as CSSProperties) : undefined;
  return (
    <Field
      {...frame}
      wrapper={{ style: TEXTAREA_WRAPPERS[frame.size ?? 'sm'], multiline: true }}
      control={(attributes) => <textarea style={style} {...textarea} {...attributes} />}
    />
  );
}

const SELECT_WRAPPERS = Object.fromEntries(
  Object.entries(SIZES).map(([size, sized]) => [size, { ...sized.wrapper, '--input-right-section-pointer-events': 'none' } as CSSProperties]),
) as Record<PlainFieldSize, CSSProperties>;
const CHEVRON = <span className={classes.chevron} aria-hidden />;

/** Mantine's NativeSelect, plain: a label, a select of `data` and the chevron. */
export function PlainNativeSelect(
  props: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'size'> & { data: readonly { value: string; label: string }[] },
) {
  const {
    frame,
    rest: { data, ...select },
  } = useField(props);
  return (
    <Field
      {...frame}
      wrapper={{ style: SELECT_WRAPPERS[frame.size ?? 'sm'], right: CHEVRON, pointer: true }}
      control={(attributes) => (
        <select {...select} {...attributes}>
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/**
 * The root classes of Mantine's Switch: its own root (the switch's sizes and colours), which
 * Switch.classes does not list since InlineInput's root of the same key replaces it there, and
 * InlineInput's (PlainFields.test.tsx compares both with what Mantine's Switch renders).
 */
const SWITCH_ROOT = `m_5f93f3bb ${Switch.classes.root}`;

/** Mantine's Switch, plain: a checkbox with the switch role, its track and thumb drawn by Mantine's CSS. */
export function PlainSwitch({
  label,
  id: givenId,
  ...input
}: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'children'>) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div className={SWITCH_ROOT} data-label-position="right">
      <label className={Switch.classes.body} htmlFor={id}>
        <input id={id} type="checkbox" role="switch" className={Switch.classes.input} {...input} />
        <span className={Switch.classes.track} data-label-position="right" data-without-labels aria-hidden>
          <span className={Switch.classes.thumb} data-reduce-motion data-with-thumb-indicator />
          <span className={Switch.classes.trackLabel} />
        </span>
        <div className={Switch.classes.labelWrapper}>
          <span className={Switch.classes.label}>{label}</span>
        </div>
      </label>
    </div>
  );
}
