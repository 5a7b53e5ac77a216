// The helper worker of token-counts.ts: loads the encoding as soon as it starts, then answers
// each list of texts with their token counts, in order.
import { answerRequests } from '../module-worker.js';
import { tokenCount } from './tokens.js';

tokenCount('');
answerRequests((texts: string[]) => texts.map(tokenCount));
