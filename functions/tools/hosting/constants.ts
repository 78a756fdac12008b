/** The address Firebase Hosting serves custom domains from (its published A record): the shared constant. */
export { FIREBASE_HOSTING_IP as HOSTING_IP } from "@comanda/shared";
