import { RefusalAlert } from '../../../components/dialog/refusal-alert.tsx';
import { useAppointmentMessage } from '../utils/appointment-message.ts';

/** A refused booking or change in its dialog, the appointments API's reason translated. */
export function AppointmentRefusal({ error, failed }: { error: unknown; failed: string }) {
  return <RefusalAlert error={error} failed={failed} translate={useAppointmentMessage()} />;
}
