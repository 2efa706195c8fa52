import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Reads one language file (its own chunk). A failed fetch is reported as one to try again
 * (`callback(error, true)`): i18next then reads it again after 350 ms, doubling, up to 5 times,
 * instead of marking the namespace failed for the whole visit and showing keys for texts.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    import(`./locales/${language}/${namespace}.json`).then(
      (file: { default: Record<string, unknown> }) => callback(null, file.default),
      (error: Error) => callback(error, true),
    );
  },
};
