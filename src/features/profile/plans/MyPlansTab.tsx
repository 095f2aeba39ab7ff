/** "My Plans" tab of the account area (issue 10): current plan, features, payment history, bolt-on. */
export function MyPlansTab() {
  return <section aria-label="My Plans" />;
}
