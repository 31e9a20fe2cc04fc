import { useRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { button, type ButtonVariants } from './Button.css';
import { holdRepeatTaps, isRepeatTap } from './repeatTaps';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariants & {
    /**
     * The button changes what is stored or shown (save, start, toggle): a second tap of a double tap
     * is ignored, here and wherever it lands, and so is any tap while the promise its onClick
     * returned is pending.
     */
    readonly changesState?: boolean;
  };

export function Button({
  tone,
  size,
  block,
  className,
  type = 'button',
  changesState = false,
  onClick,
  ...rest
}: ButtonProps) {
  const pending = useRef(false);
  const classes = [button({ tone, size, block }), className].filter(Boolean).join(' ');
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!changesState) {
      onClick?.(event);
      return;
    }
    if (pending.current || isRepeatTap(event)) {
      event.preventDefault();
      return;
    }
    holdRepeatTaps();
    // onClick is typed as returning void, but a handler may return its promise to hold the button.
    const handled: unknown = onClick?.(event);
    if (handled instanceof Promise) {
      pending.current = true;
      const release = () => {
        pending.current = false;
      };
      handled.then(release, release);
    }
  };
  return (
    <button
      type={type}
      className={classes}
      onClick={onClick || changesState ? handleClick : undefined}
      {...rest}
    />
  );
}
