/** Where the api serves the console; every page's path starts here. */
export const BASE = '/console';

export const functionPath = (id: string, tab?: string) => `${BASE}/functions/${id}${tab ? `/${tab}` : ''}`;
