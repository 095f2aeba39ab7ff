// Placeholder so the dashboard builds until the preview pane lands (helper 4 replaces this file).
export function BidPreviewPane(props: { bidId: number; onClose: () => void; fullPageHref: string }) {
  return (
    <aside aria-label="Bid preview">
      <button type="button" onClick={props.onClose}>
        Close preview
      </button>
      <a href={props.fullPageHref}>Open full page</a>
    </aside>
  );
}
