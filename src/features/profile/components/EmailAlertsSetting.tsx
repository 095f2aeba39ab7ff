import { useMemo } from 'react';
import { PLAN_LINE_UP, type PlanTerms } from '@/api/planCatalog';
import { PlanLockedButton } from '@/components/PlanLockedButton';
import { Radio, RadioGroup } from '@/components/RadioGroup';
import { Skeleton } from '@/components/Skeleton';
import { Alert } from '@/components/Alert';
import { EmailAlerts, useEmailAlertSetting, useSaveEmailAlerts } from '../api/accountSettings';
import { AlertDailyCapField } from './AlertDailyCapField';
import { SaveOutcome } from './SaveOutcome';
import './EmailAlertsSetting.css';

const OPTIONS: ReadonlyArray<{ value: EmailAlerts; label: string; description: string }> = [
  {
    value: EmailAlerts.daily,
    label: 'Daily',
    description:
      'One email each morning: new bids for your alerted searches and changes to the bids you follow.',
  },
  { value: EmailAlerts.weekly, label: 'Weekly', description: 'One summary email each week.' },
  { value: EmailAlerts.disabled, label: 'Disabled', description: 'No alert emails.' },
];

export const EMAIL_ALERTS_SAVED = 'Email alerts saved.';
export const EMAIL_ALERTS_LOAD_FAILED =
  'We could not load your email alert setting. Reload the page to try again.';

/**
 * Email Alerts (docs/product/screens.md#account-settings, docs/product/plans-and-limits.md#what-each-plan-allows): daily, weekly or disabled, for Essentials only; the first choice creates
 * the setting (POST), later ones change it (PUT). Other plans see it locked, and Upgrade to Essentials
 * opens the one upgrade dialog.
 */
export function EmailAlertsSetting({
  isIncluded,
  planCode,
}: {
  isIncluded: boolean;
  /** The caller's plan, for what the upgrade adds. */
  planCode?: string;
}) {
  const setting = useEmailAlertSetting({ enabled: isIncluded });
  const save = useSaveEmailAlerts();

  if (!isIncluded) {
    return <LockedEmailAlerts currentPlan={PLAN_LINE_UP.find((plan) => plan.plan_code === planCode)} />;
  }
  if (setting.isPending) return <Skeleton lines={3} width="16rem" />;
  if (setting.isError) return <Alert tone="error">{EMAIL_ALERTS_LOAD_FAILED}</Alert>;

  const current = setting.data;
  const selected = save.isPending ? save.variables.emailAlerts : (current?.email_alerts ?? null);
  return (
    <div className="email-alerts__alerts">
      <RadioGroup
        label="How often should we email you?"
        value={selected}
        isDisabled={save.isPending}
        onChange={(value) => save.mutate({ current, emailAlerts: value as EmailAlerts })}
      >
        {OPTIONS.map((option) => (
          <Radio key={option.value} value={option.value} description={option.description}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
      <SaveOutcome save={save} saved={EMAIL_ALERTS_SAVED} />
      {current && current.email_alerts !== EmailAlerts.disabled && (
        <AlertDailyCapField key={current.id} current={current} />
      )}
    </div>
  );
}

/** Alerts come with the plans that follow bids (docs/product/plans-and-limits.md#what-each-plan-allows). */
const allowsAlerts = (plan: PlanTerms) => plan.max_follow > 0;

function LockedEmailAlerts({ currentPlan }: { currentPlan: PlanTerms | undefined }) {
  const offer = useMemo(
    () => ({ feature: 'Getting email alerts', allows: allowsAlerts, currentPlan }),
    [currentPlan],
  );
  return (
    <div className="email-alerts__locked">
      <p>Email alerts about the bids you follow come with the Essentials plan.</p>
      <PlanLockedButton offer={offer} label="Upgrade to Essentials" hidePlanName />
    </div>
  );
}
