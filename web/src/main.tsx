import { startServiceWorker } from './app/service-worker';
import { start } from './app/start';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
start(root, window.localStorage);
startServiceWorker();
