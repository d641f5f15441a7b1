// The nginx starter for ES-module scripts (global setup, benchmark); see nginx.cjs.
export { freePort, startNginx } from './nginx.cjs';
