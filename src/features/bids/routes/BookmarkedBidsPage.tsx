import { TrackedBidsScreen } from '../tracked/TrackedBidsScreen';

export default function BookmarkedBidsPage() {
  return <TrackedBidsScreen kind="bookmark" />;
}
