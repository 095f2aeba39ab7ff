import { type ReactNode, useEffect, useRef } from 'react';
import './StepResult.css';

export interface StepResultProps {
  children: ReactNode;
  className?: string;
}

/**
 * What replaces a form once its step is done (a confirmation, the next step's message). The form and the
 * button that was focused are gone, so it takes focus when it appears: a screen reader reads it and the
 * keyboard stays where the form was, not wherever the browser or a focus scope would put it
 * (docs/CONVENTIONS.md, "Focus").
 */
export function StepResult({ children, className }: StepResultProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={className ? `bl-step-result ${className}` : 'bl-step-result'}>
      {children}
    </div>
  );
}
