export function OverviewScreen() {
  return <h1 className="admin-section__title">Overview</h1>;
}
