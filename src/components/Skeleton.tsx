import type { CSSProperties, ReactNode } from 'react';
import { cx } from './classNames';
import './Skeleton.css';

export interface SkeletonProps {
  /** `text` draws `lines` bars of text; `block` is a rectangle (card, image); `circle` an avatar. */
  shape?: 'text' | 'block' | 'circle';
  lines?: number;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A shimmering placeholder. Decorative: wrap a loading area in `SkeletonGroup` so it is announced once. */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span className={cx('bl-skeleton-lines', className)} style={{ width }} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          // The last line of a paragraph is shorter, as real text would be.
          <span
            key={index}
            className="bl-skeleton bl-skeleton--text"
            style={{ height, width: lines > 1 && index === lines - 1 ? '60%' : undefined }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={cx('bl-skeleton', `bl-skeleton--${shape}`, className)}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

export interface SkeletonGroupProps {
  /** Announced to screen readers while the placeholders show. */
  label?: string;
  children: ReactNode;
  className?: string;
}

/** A loading region: `role="status"` with a hidden 'Loading...' label, placeholders inside. */
export function SkeletonGroup({ label = 'Loading...', children, className }: SkeletonGroupProps) {
  return (
    <div role="status" aria-live="polite" className={cx('bl-skeleton-group', className)}>
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
