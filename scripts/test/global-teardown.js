// Jest's globalTeardown: removes the run's shared folder (scripts/test/shared-folder.js).
import { teardown } from './shared-folder.js';

export default teardown;
