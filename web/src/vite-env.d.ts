/// <reference types="vite/client" />
declare const __APP_VERSION__: string;
declare module "*.json?part=core" {
  const messages: Record<string, string>;
  export default messages;
}
