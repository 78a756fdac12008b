/** The address Firebase Hosting serves custom domains from (its published A record). */
export const HOSTING_IP = "199.36.158.100";
