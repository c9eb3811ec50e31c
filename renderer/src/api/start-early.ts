import { sendEarly } from './early-request';
import { captureBrowserToken, keepBrowserTokenWhenIdle } from './token';

// The renderer's first import (main.tsx): take the browser-mode token out of the address bar, then ask for
// the profiles while the rest of the start-up code is evaluated (early-request.ts); the token is kept for
// this tab's reloads once the page is idle (or is left).
captureBrowserToken();
sendEarly('app.profiles.list', {});
keepBrowserTokenWhenIdle();
