import { type RenderAnswer, type RenderJob, renderJob } from './backgroundRenders';

/**
 * The render process of createBackgroundRenderer: makes each job it is sent and answers with
 * the bytes or the error. It runs at the priority its parent gave it, with its environment
 * (FONTCONFIG_FILE for the shipped font).
 */
process.on('message', async ({ id, job }: { id: number; job: RenderJob }) => {
  let answer: RenderAnswer;
  try {
    answer = { id, bytes: await renderJob(job) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(answer);
});
// The parent gone, nothing is left to render for.
process.on('disconnect', () => process.exit(0));
