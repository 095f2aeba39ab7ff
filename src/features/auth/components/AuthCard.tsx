import type { ReactNode } from 'react';
import { FormCard } from '@/components/FormCard';
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
  return (
    <div className="bl-form-page bl-form-page--roomy auth-card">
      <FormCard title={title} intro={intro} width="compact">
        {children}
      </FormCard>
    </div>
  );
}
