import { DialogAlert } from '../../../components/dialog/form-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAppointmentMessage } from '../utils/appointment-message.ts';

/**
 * A refused booking or change in its dialog: the screen's own sentence (the spec's 'Failed to …')
 * and the server's reason in the reader's language; a network failure gives the sentence alone.
 */
export function AppointmentRefusal({ error, failed }: { error: unknown; failed: string }) {
  const message = useAppointmentMessage();
  const reason = error instanceof ApiError ? message(error.message) : undefined;
  return (
    <DialogAlert>
      <strong>{failed}</strong> {reason && reason !== failed ? reason : null}
    </DialogAlert>
  );
}
