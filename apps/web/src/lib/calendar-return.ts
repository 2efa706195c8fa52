/**
 * Where the calendar callback page goes once a calendar is connected from inside the working
 * area (the profile's calendar section) rather than from the sign-up flow.
 */
const KEY = 'calendarReturnTo';

export function rememberCalendarReturn(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // without storage the callback goes on as after sign-up
  }
}

/** The remembered path (read once), or null. Only same-site paths are followed. */
export function takeCalendarReturn(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path?.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
