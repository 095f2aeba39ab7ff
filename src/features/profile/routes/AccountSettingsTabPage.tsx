import { type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from '@/components/Button';
import { Skeleton } from '@/components/Skeleton';
import { useDeactivateAccount, useDeleteAccount } from '../api/accountSettings';
import { hasEmailAlerts, useProfile } from '../api/profile';
import { AccountClosingDialog } from '../components/AccountClosingDialog';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';
import { EmailAlertsSetting } from '../components/EmailAlertsSetting';
import { ProfileQueryState } from '../components/ProfileQueryState';
import './AccountSettingsTabPage.css';

type OpenDialog = 'password' | 'disable' | 'delete' | null;

/** /user-profile/settings (docs/product/screens.md#account-settings): Change Password, Email Alerts, Account Disable, Account Deletion. */
export default function AccountSettingsTabPage() {
  const profile = useProfile();
  const deactivate = useDeactivateAccount();
  const deleteAccount = useDeleteAccount();
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const dialogState = (dialog: Exclude<OpenDialog, null>) => ({
    isOpen: openDialog === dialog,
    onOpenChange: (isOpen: boolean) => setOpenDialog(isOpen ? dialog : null),
  });

  /** The button of a setting that opens its dialog. */
  const opens = (dialog: Exclude<OpenDialog, null>, variant: ButtonProps['variant'], label: string) => (
    <Button variant={variant} onPress={() => setOpenDialog(dialog)}>
      {label}
    </Button>
  );

  /** Account Disable and Account Deletion: a row whose button opens the confirmation that closes the account. */
  const closings = [
    {
      dialog: 'disable',
      title: 'Account Disable',
      description:
        'Turn your account off. You are logged out and cannot log in until support turns it back on. Your data is kept.',
      label: 'Disable account',
      question: 'Disable your account?',
      consequences:
        'You will be logged out at once and will not be able to log in again until our support team turns your account back on. Your profile, plan and saved bids are kept.',
      run: () => deactivate.mutateAsync(),
    },
    {
      dialog: 'delete',
      title: 'Account Deletion',
      description: 'Delete your account and everything in it for good.',
      label: 'Delete account',
      question: 'Delete your account?',
      consequences:
        'This permanently deletes your account: your profile, bookmarks, followed bids, saved searches, email alert setting and payment history. You will be logged out and this cannot be undone.',
      run: () => deleteAccount.mutateAsync(),
    },
  ] as const;

  return (
    <ProfileQueryState
      query={profile}
      loadingLabel="Loading your settings…"
      skeleton={[1, 2, 3, 4].map((row) => (
        <Skeleton key={row} shape="block" height="5rem" />
      ))}
    >
      {(loaded) => (
        <div className="account-settings">
          <SettingRow
            title="Change Password"
            description="We email a 6-digit code to your address to confirm it is you, then you choose a new password."
            action={opens('password', 'secondary', 'Change password')}
          />
          <SettingRow
            title="Email Alerts"
            description="Emails about new bids for your alerted saved searches and changes to the bids you follow."
            action={
              <EmailAlertsSetting
                isIncluded={hasEmailAlerts(loaded)}
                planCode={loaded.subscription_plan.plan_code}
              />
            }
          />
          {closings.map((closing) => (
            <SettingRow
              key={closing.dialog}
              title={closing.title}
              description={closing.description}
              action={opens(closing.dialog, 'danger', closing.label)}
            />
          ))}

          <ChangePasswordDialog {...dialogState('password')} email={loaded.email} />
          {closings.map((closing) => (
            <AccountClosingDialog
              key={closing.dialog}
              {...dialogState(closing.dialog)}
              title={closing.question}
              confirmLabel={closing.label}
              run={closing.run}
            >
              <p>{closing.consequences}</p>
            </AccountClosingDialog>
          ))}
        </div>
      )}
    </ProfileQueryState>
  );
}

function SettingRow({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <section className="account-settings__row" aria-label={title}>
      <div className="account-settings__text">
        <h2>{title}</h2>
        <p>{description}</p>
      </div>
      <div className="account-settings__action">{action}</div>
    </section>
  );
}
