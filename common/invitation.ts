// An invitation to an account (POST /UserAccount) mails a link to set the password. How long the
// link works, for the server that issues it and the screens that tell the inviter.
export const inviteValidHours = 72
