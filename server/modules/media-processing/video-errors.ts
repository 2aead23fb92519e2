/** Why a video cannot be processed, whatever the number of attempts: the job fails at once (codec_failure). */
import { PermanentJobError } from '../../jobs/job-runner.ts';

export class VideoUnreadable extends PermanentJobError {
  constructor(detail: string) {
    super(`The file is not a video that can be processed: ${detail}`);
    this.name = 'VideoUnreadable';
  }
}
