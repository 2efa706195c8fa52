import { RefusalAlert } from '../../../components/dialog/refusal-alert.tsx';
import { useReviewMessage } from '../utils/review-message.ts';

/** A refused review or reply in its dialog, the reviews API's reason translated. */
export function ReviewRefusal({ error, failed }: { error: unknown; failed: string }) {
  return <RefusalAlert error={error} failed={failed} translate={useReviewMessage()} />;
}
