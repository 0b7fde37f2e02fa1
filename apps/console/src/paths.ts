/** Where the api serves the console; every page's path starts here. */
export const BASE = '/console';

export const functionPath = (id: string, tab?: string) => `${BASE}/functions/${id}${tab ? `/${tab}` : ''}`;
export const teamPath = (tab?: string) => `${BASE}/team${tab ? `/${tab}` : ''}`;
/** The link an invitee opens to join: the console accepts the token for the account signed in. */
export const invitationPath = (token: string) => `${BASE}/invitations/${token}`;
