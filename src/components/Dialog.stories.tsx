import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog } from './AlertDialog';
import { Button } from './Button';
import { Dialog, DialogTrigger, Modal } from './Dialog';
import { booleanControl, codeOnly, componentGuide, textControl } from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'A short task or question that must be finished or dismissed before going on (buy a bolt-on). Opened by a DialogTrigger inside a Modal; for a yes/no confirmation use AlertDialog.',
    variants: {
      Dialog:
        'a short task with its own buttons (buy a state bolt-on); closes with the corner button, Escape or a footer action.',
      AlertDialog:
        'a yes/no question (Disable your account?); role="alertdialog", no close on a click outside.',
      'AlertDialog, destructive':
        'the answer removes something for good: the confirm button is red (Delete account).',
      'Modal size':
        'sm for confirmations, md by default, lg for wide content, sheet for a full-height panel on phones.',
    },
    dos: [
      'A title that names the task or asks the question: "Delete your account?".',
      'A confirm button that repeats the action ("Delete account"), with Cancel beside it as secondary.',
      'Say what will happen and what cannot be undone.',
    ],
    donts: [
      'A dialog for a notice the user does not answer: use Toast or Alert.',
      'Let a click outside answer a confirmation: an AlertDialog sits in `<Modal isDismissable={false}>`.',
    ],
  }),
  argTypes: {
    title: textControl('The heading; also the accessible name.'),
    hideCloseButton: booleanControl('Hides the corner close button while a step must finish.'),
    children: codeOnly('The content, or a function of `close`.'),
    footer: codeOnly('The buttons at the bottom, a function of `close`.'),
  },
  args: { title: 'Buy a state bolt-on', children: null },
});

/** Opens from a button; closes with the corner button, Escape, or a footer action. */
export const Default = meta.story({
  render: (args) => (
    <DialogTrigger>
      <Button>Add a state</Button>
      <Modal>
        <Dialog
          {...args}
          footer={(close) => (
            <>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
              <Button onPress={close}>Proceed</Button>
            </>
          )}
        >
          <p>The bolt-on fee is recurring, with the validity and cadence of your master plan.</p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a state' }));
    const dialog = await page.findByRole('dialog', { name: 'Buy a state bolt-on' });
    await expect(dialog).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Add a state' }));
    await page.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
});

/** A destructive confirmation: role="alertdialog", red confirm button, no close on outside click. */
export const DestructiveAlert = meta.story({
  render: () => <DestructiveExample />,
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
});

function DestructiveExample() {
  return (
    <DialogTrigger>
      <Button variant="danger">Delete account</Button>
      <Modal size="sm" isDismissable={false}>
        <AlertDialog
          title="Delete your account?"
          confirmLabel="Delete account"
          variant="destructive"
          onConfirm={() => {}}
        >
          <p>Your profile, bookmarks and saved searches will be removed. This cannot be undone.</p>
        </AlertDialog>
      </Modal>
    </DialogTrigger>
  );
}

export const ConfirmAlert = meta.story({
  render: () => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">Disable account</Button>
      <Modal size="sm" isDismissable={false}>
        <AlertDialog title="Disable your account?" confirmLabel="Disable account" onConfirm={() => {}}>
          <p>You can ask support to turn it back on later.</p>
        </AlertDialog>
      </Modal>
    </DialogTrigger>
  ),
});
