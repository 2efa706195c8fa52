import { useState } from 'react';
import { toast } from '../toast/toast-store.ts';

type Options<TInput, TResult> = {
  /** Sends the request (a mutation's `mutateAsync`). */
  send: (input: TInput) => Promise<TResult>;
  /** Said in a toast after a success (the text, or made from the answer). */
  success?: string | ((result: TResult) => string);
  /** After a success, once the toast is up: closes the dialog, goes on. */
  onDone?: (result: TResult) => void;
  /**
   * What a failure does instead of staying in the dialog as `error` (an error toast, the server's
   * field messages on their fields).
   */
  onError?: (error: Error) => void;
  /** After either outcome (a confirmation that closes whatever the answer). */
  onSettled?: () => void;
};

/**
 * The submit of a dialog or form: send, then on success a toast and `onDone` (close); on failure
 * the error is kept for the dialog to show while it stays open, or handed to `onError`.
 * `run` never throws; `pending` is true while a request is out.
 */
export function useDialogSubmit<TInput = void, TResult = unknown>(opts: Options<TInput, TResult>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const run = async (input: TInput) => {
    setPending(true);
    setError(null);
    try {
      const result = await opts.send(input);
      if (opts.success) toast(typeof opts.success === 'function' ? opts.success(result) : opts.success);
      opts.onDone?.(result);
    } catch (caught) {
      const failure = caught instanceof Error ? caught : new Error(String(caught));
      if (opts.onError) opts.onError(failure);
      else setError(failure);
    } finally {
      setPending(false);
      opts.onSettled?.();
    }
  };
  return { run, pending, error };
}
