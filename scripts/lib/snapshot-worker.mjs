// A worker thread for snapshot.mjs's synchronous file steps (offThread): runs the one named in workerData with its
// arguments and posts back what it returns.
import { parentPort, workerData } from 'node:worker_threads';
import { activateSnapshot, keepUnchangedTimes, prepareSnapshot, publishSnapshot } from './snapshot.mjs';

const steps = { activateSnapshot, keepUnchangedTimes, prepareSnapshot, publishSnapshot };
const step = steps[workerData.step];
if (!step) throw new Error(`unknown rebuild step: ${workerData.step}`);
parentPort.postMessage(step(...workerData.args));
