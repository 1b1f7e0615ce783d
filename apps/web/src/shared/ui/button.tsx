import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** Button variants: 'primary' uses the brand colour (DESIGN: the one action that matters). */
type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner inside the button and disables it (DESIGN: a spinner only inside a pressed button). */
  busy?: boolean;
  block?: boolean;
  children: ReactNode;
}

/** The button of the UI kit. */
export function Button({
  variant = 'primary',
  busy = false,
  block = false,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, block ? 'btn-block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
