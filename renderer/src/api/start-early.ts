import { sendEarly } from './early-request';
import { captureBrowserToken, keepBrowserToken } from './token';

// The renderer's first import (main.tsx): take the browser-mode token out of the address bar, then ask for
// the profiles while the rest of the start-up code is evaluated (early-request.ts); the token is kept for
// this tab's reloads once that request has left.
captureBrowserToken();
sendEarly('app.profiles.list', {});
keepBrowserToken();
