import { sendEarly } from './early-request';
import { captureBrowserToken } from './token';

// The renderer's first import (main.tsx): take the browser-mode token out of the address bar, then ask for
// the profiles while the rest of the start-up code is evaluated (early-request.ts).
captureBrowserToken();
sendEarly('app.profiles.list', {});
