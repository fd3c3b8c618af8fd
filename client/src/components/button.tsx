import type { ButtonHTMLAttributes } from 'react';
import './button.css';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  small?: boolean;
  block?: boolean;
}

export function buttonClass(
  variant: Variant = 'primary',
  opts: { small?: boolean; block?: boolean } = {},
) {
  return [
    'btn',
    variant !== 'primary' && `btn--${variant}`,
    opts.small && 'btn--small',
    opts.block && 'btn--block',
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'primary',
  small,
  block,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClass(variant, { small, block }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
