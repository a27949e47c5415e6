// Not a client module: the server's BackButton and the frame's HistoryBack share it.

/** Marks a control that goes one step back in the browser's history (`HistoryBack`). */
export const HISTORY_BACK_ATTRIBUTE = 'data-history-back';
