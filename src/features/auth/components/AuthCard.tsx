import { type ReactNode, useId } from 'react';
import './AuthCard.css';

interface AuthCardProps {
  /** The screen's h1. */
  title: string;
  /** One or two sentences under the heading saying what to do. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The centred card every login and password-reset screen sits in, under the form header. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  const titleId = useId();
  return (
    <div className="auth-page">
      <section className="bl-card auth-card" aria-labelledby={titleId}>
        <h1 id={titleId} className="auth-card__title">
          {title}
        </h1>
        {intro && <p className="auth-card__intro">{intro}</p>}
        {children}
      </section>
    </div>
  );
}
