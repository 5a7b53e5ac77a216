// The helper worker of the browser search's files: works them out from the records it is sent
// (search-files.ts), on another core while the build renders the pages.
import { answerRequests } from '../../module-worker.js';
import { searchFiles } from './search-files.js';
import type { BrowserRecord } from './search-records.js';

answerRequests((records: BrowserRecord[]) => searchFiles(records));
