let pressed = false;
let watching = false;

/**
 * Starts noting whether a pointer is pressed on the page. Call it before the press that matters
 * (when a field takes the focus): the press that moves the focus elsewhere is then seen.
 */
export function watchPresses() {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  const options = { capture: true, passive: true };
  document.addEventListener('pointerdown', () => (pressed = true), options);
  document.addEventListener('pointerup', () => (pressed = false), options);
  document.addEventListener('pointercancel', () => (pressed = false), options);
}

/**
 * Runs `then` now, or, while a pointer is pressed, once the press and the click it makes are over.
 * A field left by a press on a button blurs at the press: what the field then changes on the page
 * (a list's search adds a chip row and moves the table down) would move the button from under the
 * pointer before it is released, and the click would land on nothing.
 */
export function afterPress(then: () => void) {
  if (!pressed) {
    then();
    return;
  }
  const ended = () => {
    window.removeEventListener('pointerup', ended, true);
    window.removeEventListener('pointercancel', ended, true);
    // The click is dispatched right after the release, in the same task: run after it.
    setTimeout(then, 0);
  };
  window.addEventListener('pointerup', ended, true);
  window.addEventListener('pointercancel', ended, true);
}
