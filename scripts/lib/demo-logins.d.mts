export declare const DEMO_PASSWORD: string;
export declare const DEMO_COMPANY_ID: string;
export declare const OTHER_COMPANY_ID: string;
export declare const DEMO_LOGINS: ReadonlyArray<{ email: string; role: string }>;
