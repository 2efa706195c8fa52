/**
 * One interface over the calendar APIs of Google and Microsoft (decision 025): what a viewing
 * needs from the host's own calendar.
 */
export type CalendarEventInput = {
  /** Ours, stable through every change: the provider uses it to make a repeated create harmless. */
  key: string;
  summary: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
};

export type BusyRange = { start: Date; end: Date };

export type CalendarClient = {
  /** Creates the event (or, when `key` already made one, brings it up to date); its provider id. */
  createEvent(event: CalendarEventInput): Promise<string>;
  updateEvent(id: string, event: CalendarEventInput): Promise<void>;
  /** Removes the event; one that is already gone counts as removed. */
  deleteEvent(id: string): Promise<void>;
  /** The busy ranges of the calendar between `from` and `to`. */
  busyTimes(from: Date, to: Date): Promise<BusyRange[]>;
};

/** A provider's refusal or failure, with its HTTP status (0 when it could not be reached). */
export class CalendarApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Whether the event is already gone (404 / 410): deleting it then has nothing left to do. */
export const isGone = (err: unknown) => err instanceof CalendarApiError && (err.status === 404 || err.status === 410);
