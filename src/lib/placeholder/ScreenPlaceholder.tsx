import type { ReactNode } from 'react';
import './ScreenPlaceholder.css';

interface ScreenPlaceholderProps {
  /** The screen's name, as its future heading. */
  title: string;
  /** What the screen will let the user do. */
  description: string;
  /** Links onward, or a message such as a guard's explanation. */
  children?: ReactNode;
}

/**
 * Scaffolding for screens that later issues build: a real heading and a sentence about the
 * screen, so every route is navigable and testable now. Delete once no route uses it.
 */
export function ScreenPlaceholder({ title, description, children }: ScreenPlaceholderProps) {
  return (
    <section className="screen-placeholder" aria-labelledby="screen-placeholder-title">
      <h1 id="screen-placeholder-title">{title}</h1>
      <p className="screen-placeholder__description">{description}</p>
      {children}
    </section>
  );
}
