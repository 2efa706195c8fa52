/**
 * The start of the app on a page the server has drawn (decisions 045 and 046). The page is seen
 * without any script, so the app's scripts are asked for only once its first paint and its largest
 * picture are on the screen, or at once when the visitor acts first. What the visitor does before
 * the app has taken over is kept and done again then: a tap on a button, a checkbox or a label, a
 * form sent, text typed and options chosen. Links are left to the browser: it opens them as
 * server-drawn pages.
 *
 * The server puts this module in the page in place of the app's entry script, whose address and
 * module preloads it reads from its own `data-entry` and `data-preload` attributes
 * (`apps/api/src/plugins/app-start-script.ts`). It has no static import, so it is one small
 * request; the libraries' chunk it imports by the address it finds among those preloads.
 *
 * A read-mostly page (`data-start="on-demand"`: the estimate and market pages, decision 089) is
 * whole without the app until the visitor does something with it. Its app starts at the visitor's
 * first tap, key, focus, mouse move or wheel, or when a part only the app draws (a chart, a map: a
 * `[data-when-near]` placeholder) comes within 300 px of the screen, as the app would load that
 * part; or at once when the drawn page waits for an answer only the app asks for (`aria-busy`: a
 * shared estimate's address) or the visitor's browser keeps another language than the one drawn.
 */

/** `lib/app-ready.ts`: the app says it has taken over the page (decision 046). */
const APP_READY_EVENT = 'immora:app-ready';
/** `components/cookie-consent.tsx`: where the visitor's answer to the cookie sheet is kept. */
const COOKIE_CONSENT_KEY = 'cookieConsent';
/** `components/cookie-consent.tsx`: the sheet's two buttons, each naming its answer. */
const COOKIE_CHOICE = '[data-cookie-choice]';
/** `lib/language.ts`: the language the visitor chose, kept by their browser. */
const LANGUAGE_KEY = 'userLanguage';
/** `components/when-near.tsx`: a part the app draws only as the visitor nears it, and how near. */
const WHEN_NEAR = '[data-when-near]';
const NEAR_MARGIN = '300px';
/** Where a page on a slow connection waits no longer for its picture before starting the app. */
const LONGEST_WAIT_MS = 2500;
/**
 * The libraries' chunk (decision 048), run in a task before the entry's: a browser runs a page's
 * whole module graph in one task, and on a phone the libraries and the app's modules together
 * held the main thread for 150 ms or more at once (issue 37).
 */
const FRAMEWORK_CHUNK = /\/framework-[\w-]+\.js$/;
/** Module preloads handed to the browser per task (see `preloadInSteps`). */
const PRELOADS_PER_TASK = 3;
const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
/** What the visitor does that is kept until the app has taken over. */
const KEPT = ['click', 'submit', 'input', 'change'] as const;
/** Fields a click only focuses or opens: the browser does that without the app, so such a click is not kept. */
const TEXT_FIELDS =
  'select, textarea, input:not([type=checkbox], [type=radio], [type=submit], [type=button], [type=reset], [type=image])';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const root = document.getElementById('root');
const replays: (() => void)[] = [];
const typed = new Map<Field, string>();
let started = false;
let ready = false;

function startApp() {
  if (started || !script?.dataset.entry) return;
  started = true;
  const src = script.dataset.entry;
  const preloads = script.dataset.preload?.split(' ').filter(Boolean) ?? [];
  const appendEntry = () => {
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = src;
    document.head.append(entry);
  };
  const framework = preloads.find((href) => FRAMEWORK_CHUNK.test(href));
  // The entry is fetched with its modules at once, and run once the libraries have been.
  preloadInSteps([src, ...preloads]);
  if (!framework) return appendEntry();
  import(/* @vite-ignore */ framework).then(() => setTimeout(appendEntry), appendEntry);
}

/**
 * The entry's modules, asked for a few per task: the browser takes several milliseconds of a
 * phone's main thread for each module preload it is handed, and the twenty or so of a page given
 * at once held it for a long task of their own (issue 10).
 */
function preloadInSteps(hrefs: string[]) {
  const links = hrefs.slice(0, PRELOADS_PER_TASK).map((href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    return link;
  });
  document.head.append(...links);
  if (hrefs.length > PRELOADS_PER_TASK) setTimeout(() => preloadInSteps(hrefs.slice(PRELOADS_PER_TASK)));
}

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/** A click, a form sent or a field changed inside the page before the app has taken it over. */
function keep(event: Event) {
  if (ready) return;
  startApp();
  const target = event.target;
  if (!(target instanceof Element) || !root?.contains(target)) return;
  if (event.type === 'input' || event.type === 'change') {
    if (isField(target)) typed.set(target, target.value);
    return;
  }
  if (event.type === 'submit') {
    if (!(target instanceof HTMLFormElement)) return;
    event.preventDefault();
    replays.push(() => target.isConnected && target.requestSubmit());
    return;
  }
  // A click: a link opens as the browser would; focusing or opening a field needs no app.
  if (target.closest('a[href]') || target.closest(TEXT_FIELDS)) return;
  // The cookie sheet's answer needs no app either: kept at once, and the app, once there, reads it.
  const answer = target.closest<HTMLElement>(COOKIE_CHOICE)?.dataset.cookieChoice;
  if (answer) return answerCookieSheet(answer);
  event.preventDefault();
  replays.push(() => {
    if (target.isConnected)
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  });
}

/**
 * A field's value as the visitor left it, told to the app. React keeps the value it last saw
 * beside the field and hears a change only when the field's value differs from it: the field is
 * set once through its own setter (which React watches) to something else, then back to the
 * visitor's value through the browser's own, then an input event is sent.
 */
function restore(field: Field, value: string) {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const browserSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = value === '' ? ' ' : '';
  browserSetter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Fields first, then each kept action in a task of its own, so the app has drawn what the one before changed. */
async function replay() {
  ready = true;
  for (const type of KEPT) document.removeEventListener(type, keep, true);
  for (const [field, value] of typed) restore(field, value);
  for (const action of replays) {
    await new Promise((next) => setTimeout(next));
    action();
  }
}

/**
 * Once the browser reports the page's first contentful paint (at once where it reports no paint
 * timing). Its frames alone are not enough: a first paint can come several frames after the
 * first animation frame, and scripts asked for before it delay it on a slow connection.
 */
function afterFirstPaint(then: () => void) {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    painted()
  )
    return then();
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** After the page's first paint and its largest picture (its high-priority one) have been drawn. */
function whenFirstScreenShown(then: () => void) {
  // The second frame's callback runs once the first has been drawn; the start gets a task of its own.
  const afterFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then)));
  const afterPaint = () => afterFirstPaint(afterFrames);
  const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!picture || picture.complete) return afterPaint();
  const loaded = () =>
    void picture
      .decode()
      .catch(() => undefined)
      .then(afterPaint);
  picture.addEventListener('load', loaded, { once: true });
  picture.addEventListener('error', afterPaint, { once: true });
}

/** The browser's storage, or null where it cannot be read (storage turned off). */
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The cookie sheet is in the drawn page, hidden (`cookie-consent.css`): it is shown here, before
 * the app, when the visitor has not answered it yet, so a page whose app waits still shows it.
 */
function showCookieSheet() {
  const answer = stored(COOKIE_CONSENT_KEY);
  if (answer !== 'accepted' && answer !== 'declined') document.documentElement.dataset.cookieSheet = 'open';
}

/** The visitor's answer to the cookie sheet, given before the app has taken over: kept, and the sheet hidden. */
function answerCookieSheet(answer: string) {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, answer);
  } catch {
    // storage turned off: hidden until the app, which cannot read it either, asks again
  }
  delete document.documentElement.dataset.cookieSheet;
}

/** The visitor's browser keeps another language than the drawn one, which the app will draw the page in (decision 045). */
function drawnInAnotherLanguage(): boolean {
  if (new URLSearchParams(window.location.search).has('lang')) return false;
  const language = stored(LANGUAGE_KEY);
  return language !== null && language !== document.documentElement.lang;
}

/** A read-mostly page's start (decision 089): once a part only the app draws comes near the screen. */
function startWhenNeeded() {
  if (drawnInAnotherLanguage() || root?.querySelector('[aria-busy="true"]')) return startApp();
  const parts = root?.querySelectorAll(WHEN_NEAR) ?? [];
  if (parts.length === 0) return;
  if (typeof IntersectionObserver === 'undefined') return startApp();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      startApp();
    },
    { rootMargin: NEAR_MARGIN },
  );
  for (const part of parts) observer.observe(part);
}

showCookieSheet();
for (const type of KEPT) document.addEventListener(type, keep, true);
for (const type of INTERACTIONS) window.addEventListener(type, startApp, { capture: true, once: true, passive: true });
document.addEventListener(APP_READY_EVENT, () => void replay(), { once: true });
if (script?.dataset.start === 'on-demand') startWhenNeeded();
else {
  whenFirstScreenShown(startApp);
  setTimeout(startApp, LONGEST_WAIT_MS);
}
