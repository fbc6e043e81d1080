/**
 * The file a summariser thread starts from. Plain JavaScript because it is what switches TypeScript on:
 * it registers tsx in this thread (a worker thread does not inherit the server's loader), loads the
 * thread's body, and starts it.
 */
import { register } from 'tsx/esm/api';

register();
const { startSummariserThread } = await import('./summariser-thread.ts');
startSummariserThread();
