import { userEvent, within } from 'storybook/test';

/**
 * In a story's play function: presses the button named `buttonName` and waits for the dialog named
 * `dialogName`, which React Aria renders in a portal outside the story's canvas.
 */
export async function openDialog(canvasElement: HTMLElement, buttonName: string, dialogName: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: buttonName }));
  const page = within(canvasElement.ownerDocument.body);
  return within(await page.findByRole('dialog', { name: dialogName }));
}
