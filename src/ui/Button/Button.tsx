import type { ButtonHTMLAttributes } from 'react';
import { button, type ButtonVariants } from './Button.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

export function Button({ tone, size, block, className, type = 'button', ...rest }: ButtonProps) {
  const classes = [button({ tone, size, block }), className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
