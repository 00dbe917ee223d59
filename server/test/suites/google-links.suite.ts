import { runSuite } from './run-suite';

runSuite(__filename);
