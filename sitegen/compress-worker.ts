// The helper worker of precompress.ts: compresses each text it is sent into its `.br` and `.gz`
// twins, with zlib's synchronous calls, on a core of its own.
import { answerRequests } from './module-worker.js';
import { compressedTwinsNow } from './precompress.js';

answerRequests((text: string) => compressedTwinsNow(Buffer.from(text)));
