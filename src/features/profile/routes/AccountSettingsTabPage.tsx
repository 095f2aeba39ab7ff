import { type ReactNode, useState } from 'react';
import { Button } from '@/components/Button';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { useDeactivateAccount, useDeleteAccount } from '../api/accountSettings';
import { PROFILE_FETCH_ERROR, hasEmailAlerts, useProfile } from '../api/profile';
import { AccountClosingDialog } from '../components/AccountClosingDialog';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';
import { EmailAlertsSetting } from '../components/EmailAlertsSetting';
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

  if (profile.isPending) {
    return (
      <SkeletonGroup label="Loading your settings...">
        {[1, 2, 3, 4].map((row) => (
          <Skeleton key={row} shape="block" height="5rem" />
        ))}
      </SkeletonGroup>
    );
  }
  if (profile.isError) {
    return (
      <ErrorState
        message={PROFILE_FETCH_ERROR}
        onRetry={() => void profile.refetch()}
        isRetrying={profile.isRefetching}
      />
    );
  }

  return (
    <div className="account-settings">
      <SettingRow
        title="Change Password"
        description="We email a 6-digit code to your address to confirm it is you, then you choose a new password."
        action={
          <Button variant="secondary" onPress={() => setOpenDialog('password')}>
            Change Password
          </Button>
        }
      />
      <SettingRow
        title="Email Alerts"
        description="Emails about changes to the bids you follow."
        action={<EmailAlertsSetting isIncluded={hasEmailAlerts(profile.data)} />}
      />
      <SettingRow
        title="Account Disable"
        description="Turn your account off. You are logged out and cannot log in until support turns it back on. Your data is kept."
        action={
          <Button variant="danger" onPress={() => setOpenDialog('disable')}>
            Disable Account
          </Button>
        }
      />
      <SettingRow
        title="Account Deletion"
        description="Delete your account and everything in it for good."
        action={
          <Button variant="danger" onPress={() => setOpenDialog('delete')}>
            Delete Account
          </Button>
        }
      />

      <ChangePasswordDialog {...dialogState('password')} email={profile.data.email} />
      <AccountClosingDialog
        {...dialogState('disable')}
        title="Disable your account?"
        confirmLabel="Disable Account"
        run={() => deactivate.mutateAsync()}
      >
        <p>
          You will be logged out at once and will not be able to log in again until our support team turns
          your account back on. Your profile, plan and saved bids are kept.
        </p>
      </AccountClosingDialog>
      <AccountClosingDialog
        {...dialogState('delete')}
        title="Delete your account?"
        confirmLabel="Delete Account"
        run={() => deleteAccount.mutateAsync()}
      >
        <p>
          This permanently deletes your account: your profile, bookmarks, followed bids, saved searches, email
          alert setting and payment history. You will be logged out and this cannot be undone.
        </p>
      </AccountClosingDialog>
    </div>
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
