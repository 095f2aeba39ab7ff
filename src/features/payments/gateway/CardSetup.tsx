import { ErrorState } from '@/components/ErrorState';
import { Spinner } from '@/components/Spinner';
import type { CardSetupFormProps } from './types';
import { useGateway } from './useGateway';
import './cardForm.css';

/**
 * A card update on whichever gateway adapter the API's publishable key names (mock or Stripe),
 * the same adapters as the payment step. Loaded on demand by the screen that offers it.
 */
export default function CardSetup(props: CardSetupFormProps) {
  const gateway = useGateway(props.publishableKey);
  if (gateway.status === 'loading') {
    return (
      <div className="card-form__loading">
        <Spinner size="sm" label="Loading the secure card form" />
      </div>
    );
  }
  if (gateway.status === 'refused') {
    return <ErrorState message={gateway.message} onRetry={gateway.retry} />;
  }
  const { CardSetupForm } = gateway.gateway;
  return <CardSetupForm {...props} />;
}
