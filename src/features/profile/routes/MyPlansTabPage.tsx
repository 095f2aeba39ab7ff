import { MyPlansTab } from '../plans/MyPlansTab';

/** /user-profile/plans: the My Plans tab (built in plans/). */
export default function MyPlansTabPage() {
  return <MyPlansTab />;
}
