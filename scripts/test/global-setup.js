// Jest's globalSetup: the run's shared folder (scripts/test/shared-folder.js).
import { setup } from './shared-folder.js';

export default setup;
