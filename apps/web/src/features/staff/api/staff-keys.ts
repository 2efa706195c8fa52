/** Every staff query starts with this key: an action invalidates the queue, the case and the log. */
export const STAFF_KEY = ['staff'] as const;
export const STAFF_QUEUE_KEY = [...STAFF_KEY, 'queue'] as const;
export const STAFF_CASE_KEY = [...STAFF_KEY, 'case'] as const;
export const STAFF_AUDIT_KEY = [...STAFF_KEY, 'audit'] as const;
export const STAFF_PROFESSIONALS_KEY = [...STAFF_KEY, 'professionals'] as const;
