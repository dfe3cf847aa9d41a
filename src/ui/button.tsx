import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
}

/** The class list of a button, also for links that look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', size: 'normal' | 'small' = 'normal', extra = '') {
  return [styles.button, styles[variant], size === 'small' ? styles.small : '', extra].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  size = 'normal',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
