/**
 * The child process that draws the demo seed's pictures (draw-pictures.ts): it gets one task,
 * draws it, answers, and ends, taking libvips' memory with it.
 */
import { drawPictures, type DrawTask } from './draw-pictures.ts';

process.once('message', (task: DrawTask) => {
  drawPictures(task).then(
    () => process.send!({ ok: true }, () => process.exit(0)),
    (error: unknown) => {
      const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
      process.send!({ ok: false, error: text }, () => process.exit(1));
    },
  );
});
