// At the end of every test file (jest.config.js, setupFilesAfterEnv): ends the site generator's
// helper workers the file started. A file has its own copy of the modules, so its
// helpers would stay, idle, in the Jest worker for the rest of the run, and a worker holding many
// at the end was slow to exit (Jest force-exited it).
import { stopHelperWorkers } from '../../sitegen/module-worker.js';

afterAll(stopHelperWorkers);
