/**
 * A submit button disabled while its form is on its way. A focused button that gets disabled drops
 * the focus to `<body>`, so a keyboard or screen-reader user would be left at the top of the page
 * after the answer; enabling it again gives the focus back, unless something else took it meanwhile.
 */
const hadFocus = new WeakSet<HTMLButtonElement>();

export function setButtonBusy(button: HTMLButtonElement, busy: boolean): void {
  if (busy) {
    if (document.activeElement === button) hadFocus.add(button);
    button.disabled = true;
    return;
  }
  button.disabled = false;
  const focusLost = !document.activeElement || document.activeElement === document.body;
  if (hadFocus.delete(button) && focusLost) button.focus();
}
