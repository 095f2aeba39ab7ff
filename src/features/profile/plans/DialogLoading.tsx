import { Dialog } from '@/components/Dialog';
import { Spinner } from '@/components/Spinner';

/** While a dialog's code loads: the dialog itself, titled, with a spinner. */
export function DialogLoading({ title }: { title: string }) {
  return (
    <Dialog title={title}>
      <div className="plans-dialog__loading">
        <Spinner label={`Loading ${title.toLowerCase().replace('?', '')}`} />
      </div>
    </Dialog>
  );
}
