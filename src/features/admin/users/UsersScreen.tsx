import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AlertDialog } from '@/components/AlertDialog';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { Modal } from '@/components/Dialog';
import { SearchIcon } from '@/components/icons';
import { showToast } from '@/components/toastQueue';
import { TableFooter, type TableColumn } from '@/components/Table';
import { TextField } from '@/components/TextField';
import { useAdminAccess } from '../api/adminAccess';
import { type AdminUser, USER_PAGE_SIZE, useAdminUsers, useUpdateUser } from '../api/adminApi';
import { AdminScreen } from '../components/AdminScreen';
import { AdminTable } from '../components/AdminTable';
import { DateTime } from '../components/DateTime';
import { formatCount } from '../lib/format';
import { ChangePlanDialog } from './ChangePlanDialog';
import { SEARCH_MAX_LENGTH } from '@/api/inputLimits';
import './UsersScreen.css';

/** Typing pauses this long before the search runs (one request per word, not per key). */
const SEARCH_DELAY_MS = 300;

function UserStatus({ user }: { user: AdminUser }) {
  return (
    <span className={`admin-user-status admin-user-status--${user.is_active ? 'active' : 'inactive'}`}>
      {user.is_active ? 'Active' : 'Deactivated'}
    </span>
  );
}

/**
 * Users (docs/product/screens.md#administration-console): find a customer by email, name or company, change
 * their plan, deactivate or reactivate the account (confirmed first). The search and page live in the URL.
 */
export function UsersScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const users = useAdminUsers({ page, search });
  const { email: ownEmail } = useAdminAccess();
  const update = useUpdateUser();
  const [planUser, setPlanUser] = useState<AdminUser | null>(null);
  const [activeUser, setActiveUser] = useState<AdminUser | null>(null);

  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => {
      setSearchParams(typed.trim() ? { search: typed.trim() } : {}, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setSearchParams]);

  const columns = useMemo<TableColumn<AdminUser>[]>(
    () => [
      {
        id: 'email',
        header: 'Email',
        isRowHeader: true,
        cell: (user) => (
          <span className="admin-users__who">
            <span>{user.email}</span>
            <span className="admin-users__name">{user.full_name}</span>
          </span>
        ),
      },
      { id: 'company', header: 'Company', cell: (user) => user.company_name },
      { id: 'plan', header: 'Plan', cell: (user) => user.plan_name },
      { id: 'status', header: 'Status', cell: (user) => <UserStatus user={user} /> },
      { id: 'joined', header: 'Joined', cell: (user) => <DateTime iso={user.date_joined} /> },
      { id: 'last-login', header: 'Last logged in', cell: (user) => <DateTime iso={user.last_login} /> },
      {
        id: 'actions',
        header: 'Actions',
        isHeaderHidden: true,
        cell: (user) => (
          <span className="admin-users__actions">
            <Button
              size="sm"
              variant="secondary"
              // Each name starts with the button's text (WCAG 2.5.3 label in name); the email tells the rows apart.
              aria-label={`Change plan for ${user.email}`}
              onPress={() => setPlanUser(user)}
            >
              Change plan
            </Button>
            {user.email !== ownEmail && (
              <Button
                size="sm"
                variant={user.is_active ? 'danger' : 'secondary'}
                aria-label={`${user.is_active ? 'Deactivate' : 'Reactivate'} ${user.email}`}
                onPress={() => setActiveUser(user)}
              >
                {user.is_active ? 'Deactivate' : 'Reactivate'}
              </Button>
            )}
          </span>
        ),
      },
    ],
    [ownEmail],
  );

  const setActive = (user: AdminUser) =>
    update.mutate(
      { id: user.id, data: { is_active: !user.is_active } },
      {
        onSuccess: (updated) =>
          showToast({
            tone: 'success',
            title: updated.is_active ? `${updated.email} is active again` : `${updated.email} is deactivated`,
            description: updated.is_active
              ? 'They can log in again.'
              : 'They are logged out and cannot log in.',
          }),
        onError: (error) =>
          showToast({ tone: 'error', title: `${user.email} was not changed`, description: error.message }),
      },
    );

  const total = users.data?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / USER_PAGE_SIZE));
  const rows = users.data?.results ?? [];

  return (
    <AdminScreen titleId="admin-users-title" title="Users" lead="Customers and administrators, newest first.">
      <div className="admin-toolbar">
        <TextField
          label="Search users"
          description="Email, name or company"
          type="search"
          icon={<SearchIcon size={18} />}
          value={typed}
          onChange={setTyped}
          maxLength={SEARCH_MAX_LENGTH}
        />
      </div>
      <AdminTable
        query={users}
        what="the users"
        aria-labelledby="admin-users-title"
        columns={columns}
        rows={rows}
        getRowId={(user) => user.id}
        rowClassName={(user) => (user.is_active ? undefined : 'admin-users__row--inactive')}
        emptyState={
          <EmptyState
            headingLevel={2}
            title={search ? `No users match "${search}"` : 'No users yet'}
            description={search ? 'Try part of the email, the name or the company.' : undefined}
          />
        }
        footer={
          <TableFooter
            range={`${formatCount(total)} ${total === 1 ? 'user' : 'users'}`}
            aria-label="User pages"
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            onPageChange={(next) =>
              setSearchParams({
                ...(search ? { search } : {}),
                ...(next > 1 ? { page: String(next) } : {}),
              })
            }
          />
        }
      />
      <ChangePlanDialog
        user={planUser}
        onClose={() => setPlanUser(null)}
        onChanged={(updated) =>
          showToast({ tone: 'success', title: `${updated.email} is now on ${updated.plan_name}` })
        }
      />
      <Modal
        isOpen={activeUser !== null}
        onOpenChange={(isOpen) => !isOpen && setActiveUser(null)}
        isDismissable={false}
        size="sm"
      >
        {activeUser && (
          <AlertDialog
            title={
              activeUser.is_active ? `Deactivate ${activeUser.email}?` : `Reactivate ${activeUser.email}?`
            }
            confirmLabel={activeUser.is_active ? 'Deactivate' : 'Reactivate'}
            variant={activeUser.is_active ? 'destructive' : 'default'}
            onConfirm={() => setActive(activeUser)}
          >
            {activeUser.is_active
              ? 'They are logged out at once and cannot log in until an administrator reactivates the account. Their data is kept.'
              : 'They can log in again with their password, on the plan they had.'}
          </AlertDialog>
        )}
      </Modal>
    </AdminScreen>
  );
}
