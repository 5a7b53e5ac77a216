// At the end of every test file (jest.config.js, setupFilesAfterEnv): ends the site generator's
// helper workers the file started (R211). A file has its own copy of the modules, so its helpers
// would otherwise stay, idle, in the Jest worker for the rest of the run.
import { stopHelperWorkers } from '../../sitegen/module-worker.js';

afterAll(stopHelperWorkers);
