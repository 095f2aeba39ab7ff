export function UsersScreen() {
  return <h1 className="admin-section__title">Users</h1>;
}
