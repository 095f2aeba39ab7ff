import { TrackedBidsScreen } from '../tracked/TrackedBidsScreen';

export default function FollowedBidsPage() {
  return <TrackedBidsScreen kind="follow" />;
}
