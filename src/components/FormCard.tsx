import { type ReactNode, useId } from 'react';
import { cx } from './classNames';
import './FormCard.css';

export interface FormCardProps {
  /** The screen's h1; also the card's accessible name. */
  title: ReactNode;
  /** A short line under the title, e.g. how long the rest of a journey takes. */
  subtitle?: ReactNode;
  /** One or two sentences under the heading saying what to do. */
  intro?: ReactNode;
  /** The widest the card grows: compact (28rem) for a login-sized form, narrow (30rem), wide (40rem). */
  width?: 'compact' | 'narrow' | 'wide';
  children: ReactNode;
}

/** A raised card holding one screen's form: its title, an optional line under it, an intro, then the form. */
export function FormCard({ title, subtitle, intro, width = 'wide', children }: FormCardProps) {
  const titleId = useId();
  const heading = (
    <h1 id={titleId} className="bl-form-card__title">
      {title}
    </h1>
  );
  return (
    <section
      className={cx('bl-card', 'bl-form-card', width !== 'wide' && `bl-form-card--${width}`)}
      aria-labelledby={titleId}
    >
      {subtitle === undefined ? (
        heading
      ) : (
        <div className="bl-form-card__heading">
          {heading}
          <p className="bl-form-card__subtitle">{subtitle}</p>
        </div>
      )}
      {intro && <p className="bl-form-card__intro">{intro}</p>}
      {children}
    </section>
  );
}
