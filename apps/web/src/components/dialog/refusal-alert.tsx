import { ApiError } from '../../lib/api-client.ts';
import { DialogAlert } from './form-dialog.tsx';

type Props = {
  error: unknown;
  /** The screen's own sentence ('Failed to …'). */
  failed: string;
  /** The feature's translation of the API's English messages. */
  translate: (text: string) => string | undefined;
};

/**
 * A refused change in its dialog: the screen's sentence and the server's reason in the reader's
 * language; a network failure gives the sentence alone.
 */
export function RefusalAlert({ error, failed, translate }: Props) {
  const reason = error instanceof ApiError ? translate(error.message) : undefined;
  return (
    <DialogAlert>
      <strong>{failed}</strong> {reason && reason !== failed ? reason : null}
    </DialogAlert>
  );
}
